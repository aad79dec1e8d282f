import { Command } from '@nestjs/cqrs';

export class RevokeCalendarFeedCommand extends Command<void> {
  constructor(readonly userId: number) {
    super();
  }
}
