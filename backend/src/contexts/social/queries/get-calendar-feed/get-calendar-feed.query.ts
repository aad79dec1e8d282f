import { Query } from '@nestjs/cqrs';
import type { CalendarFeed } from '@rallypoint/shared';

export class GetCalendarFeedQuery extends Query<CalendarFeed> {
  constructor(readonly userId: number) {
    super();
  }
}
