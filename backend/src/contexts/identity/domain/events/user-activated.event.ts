import { DomainEvent } from '../../../../platform/events';
import type { ManagedUserPayload } from './managed-user';

/** An admin activated an account; it can sign in. The actor is the admin. */
export class UserActivated extends DomainEvent<ManagedUserPayload> {
  constructor(userId: number, payload: ManagedUserPayload) {
    super('user', userId, payload);
  }
}
