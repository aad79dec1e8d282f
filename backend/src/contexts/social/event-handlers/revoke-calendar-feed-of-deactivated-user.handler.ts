import { Injectable, OnModuleInit } from '@nestjs/common';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { UserDeactivated } from '../../identity';
import { CalendarFeedRevoked } from '../domain/calendar/calendar-events';
import { CalendarFeedRow } from '../domain/calendar/calendar-feed.entity';

/**
 * In the deactivation's own transaction: the account's calendar address is deleted for good, so reactivating the
 * account does not bring the old address (and every copy of it) back; the user makes a new one (docs/event-day.md).
 */
@Injectable()
export class RevokeCalendarFeedOfDeactivatedUser implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(UserDeactivated, (event, tx) => this.revoke(Number(event.aggregateId), tx));
  }

  private async revoke(userId: number, tx: Transaction): Promise<void> {
    const { affected } = await tx.manager.delete(CalendarFeedRow, { userId });
    if (affected) tx.record(new CalendarFeedRevoked(userId));
  }
}
