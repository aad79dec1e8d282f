import { Injectable, OnModuleInit } from '@nestjs/common';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { UserDeleted } from '../../identity';
import { removeMembershipsOf } from '../persistence/academy.sql';

/**
 * In the deletion's own transaction: the user's memberships and class places go with them. Their classes are
 * locked first, as enrolling locks them, so the seat counts stay right while enrolments run at the same time.
 */
@Injectable()
export class RemoveMembershipsOfDeletedUser implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(UserDeleted, (event, tx) => this.remove(Number(event.aggregateId), tx));
  }

  private async remove(userId: number, tx: Transaction): Promise<void> {
    await removeMembershipsOf(tx.manager, userId);
  }
}
