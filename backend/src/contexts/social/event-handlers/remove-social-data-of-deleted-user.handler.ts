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
    const remove = (entity: typeof DirectMessageRow | typeof KudosRow | typeof MatchEvent, sides: string) =>
      tx.manager.createQueryBuilder().delete().from(entity).where(sides, { userId }).execute();
    await remove(DirectMessageRow, 'sender_id = :userId OR recipient_id = :userId');
    await remove(KudosRow, 'sender_id = :userId OR recipient_id = :userId');
    await remove(MatchEvent, 'player_id = :userId OR opponent_id = :userId');
    await tx.manager.delete(PlayerUpdateRow, { userId });
    await tx.manager.delete(CalendarFeedRow, { userId });
  }
}
