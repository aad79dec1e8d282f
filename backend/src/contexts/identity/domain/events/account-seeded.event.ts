import { DomainEvent } from '../../../../platform/events';

/** A demo or first-admin account created at start-up. */
export class AccountSeeded extends DomainEvent<{ username: string; role: string; userType: string }> {
  constructor(userId: number, payload: { username: string; role: string; userType: string }) {
    super('user', userId, payload);
  }
}
