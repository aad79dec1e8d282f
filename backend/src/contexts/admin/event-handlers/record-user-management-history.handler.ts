import { Injectable, OnModuleInit } from '@nestjs/common';
import type { UserManagementAction } from '@rallypoint/shared';
import { DomainEvent, Transaction, TransactionalReactions } from '../../../platform/events';
import { type ManagedUserPayload, UserActivated, UserDeactivated, UserDeleted } from '../../identity';
import { historyDetails } from '../domain/history-details';
import { UserManagementHistoryEntry } from '../domain/user-management-history-entry.entity';

/**
 * Writes the history entry in the change's own transaction: it exists exactly when the change commits, once per
 * change, and never for a refused one (a refusal rolls the entry back with everything else). The actor is the admin.
 */
@Injectable()
export class RecordUserManagementHistory implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(UserActivated, (event, tx) => this.record('activated', event, tx));
    this.reactions.on(UserDeactivated, (event, tx) => this.record('deactivated', event, tx));
    this.reactions.on(UserDeleted, (event, tx) => this.record('deleted', event, tx));
  }

  private async record(action: UserManagementAction, event: DomainEvent<ManagedUserPayload>, tx: Transaction): Promise<void> {
    if (tx.actorId === null) throw new Error(`${event.type} needs the admin as its actor`);
    await tx.manager.insert(UserManagementHistoryEntry, {
      adminId: tx.actorId,
      targetUserId: Number(event.aggregateId),
      targetUserName: event.payload.name,
      targetUserEmail: event.payload.email,
      action,
      details: historyDetails(action, event.payload.username),
    });
  }
}
