import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { CalendarFeedRevoked } from '../../domain/calendar/calendar-events';
import { CalendarFeedRow } from '../../domain/calendar/calendar-feed.entity';
import { RevokeCalendarFeedCommand } from './revoke-calendar-feed.command';

/** Turns the calendar address off; doing it twice is harmless. */
@CommandHandler(RevokeCalendarFeedCommand)
export class RevokeCalendarFeedHandler implements ICommandHandler<RevokeCalendarFeedCommand, void> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ userId }: RevokeCalendarFeedCommand): Promise<void> {
    await this.uow.run(userId, async (tx) => {
      const { affected } = await tx.manager.delete(CalendarFeedRow, { userId });
      if (affected) tx.record(new CalendarFeedRevoked(userId));
    });
  }
}
