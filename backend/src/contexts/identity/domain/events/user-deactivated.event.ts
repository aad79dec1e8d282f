import { DomainEvent } from '../../../../platform/events';
import type { ManagedUserPayload } from './managed-user';

/** An admin deactivated an account; its sessions end in the same transaction. The actor is the admin. */
export class UserDeactivated extends DomainEvent<ManagedUserPayload> {
  constructor(userId: number, payload: ManagedUserPayload) {
    super('user', userId, payload);
  }
}
