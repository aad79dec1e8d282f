import { DomainEvent } from '../../../../platform/events';
import type { ManagedUserPayload } from './managed-user';

/**
 * An admin deleted an account. Other contexts remove what belongs only to that user by reacting in the same
 * transaction (TransactionalReactions); a reaction that throws refuses the whole deletion. The actor is the admin.
 */
export class UserDeleted extends DomainEvent<ManagedUserPayload> {
  constructor(userId: number, payload: ManagedUserPayload) {
    super('user', userId, payload);
  }
}
