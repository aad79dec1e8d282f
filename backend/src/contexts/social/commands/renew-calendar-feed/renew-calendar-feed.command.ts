import { Command } from '@nestjs/cqrs';
import type { CalendarFeed } from '@rallypoint/shared';

export class RenewCalendarFeedCommand extends Command<CalendarFeed> {
  constructor(readonly userId: number) {
    super();
  }
}
