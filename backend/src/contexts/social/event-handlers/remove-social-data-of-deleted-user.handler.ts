import { Injectable, OnModuleInit } from '@nestjs/common';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { UserDeleted } from '../../identity';
import { DirectMessageRow } from '../domain/direct-message.entity';
import { KudosRow } from '../domain/kudos.entity';
import { MatchEvent } from '../domain/match-event.entity';
import { CalendarFeedRow } from '../domain/calendar/calendar-feed.entity';
import { PlayerUpdateRow } from '../domain/updates/player-update.entity';

/**
 * In the deletion's own transaction: the user's messages, kudos, matches, updates and calendar address go with them, both the ones they
 * sent and the ones they received (each names them, and the other side's copy would show a missing person).
 */
@Injectable()
export class RemoveSocialDataOfDeletedUser implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(UserDeleted, (event, tx) => this.remove(Number(event.aggregateId), tx));
  }

  private async remove(userId: number, tx: Transaction): Promise<void> {
    for (const entity of [DirectMessageRow, KudosRow] as const) {
      await tx.manager.delete(entity, { senderId: userId });
      await tx.manager.delete(entity, { recipientId: userId });
    }
    await tx.manager.delete(MatchEvent, { playerId: userId });
    await tx.manager.delete(MatchEvent, { opponentId: userId });
    await tx.manager.delete(PlayerUpdateRow, { userId });
    await tx.manager.delete(CalendarFeedRow, { userId });
  }
}
