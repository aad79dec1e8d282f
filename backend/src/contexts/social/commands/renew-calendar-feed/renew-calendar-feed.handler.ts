import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { CalendarFeed } from '@rallypoint/shared';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { CalendarFeedRenewed } from '../../domain/calendar/calendar-events';
import { CalendarFeedRow, calendarFeedUrl } from '../../domain/calendar/calendar-feed.entity';
import { calendarTokenHash, newCalendarToken } from '../../domain/calendar/calendar-token';
import { RenewCalendarFeedCommand } from './renew-calendar-feed.command';

/**
 * Creates the user's calendar address, or replaces it: the old address stops working at once. The address is in the
 * answer only: the table keeps the token's hash.
 */
@CommandHandler(RenewCalendarFeedCommand)
export class RenewCalendarFeedHandler implements ICommandHandler<RenewCalendarFeedCommand, CalendarFeed> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: RenewCalendarFeedCommand): Promise<CalendarFeed> {
    const token = newCalendarToken();
    return this.uow.run(userId, async (tx) => {
      await tx.manager.upsert(CalendarFeedRow, { userId, tokenHash: calendarTokenHash(token), createdAt: this.clock.now() }, [
        'userId',
      ]);
      tx.record(new CalendarFeedRenewed(userId));
      return { url: calendarFeedUrl(this.config.appUrl, token) };
    });
  }
}
