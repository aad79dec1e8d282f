import { Query } from '@nestjs/cqrs';
import type { CalendarFeedStatus } from '@rallypoint/shared';

export class GetCalendarFeedQuery extends Query<CalendarFeedStatus> {
  constructor(readonly userId: number) {
    super();
  }
}
