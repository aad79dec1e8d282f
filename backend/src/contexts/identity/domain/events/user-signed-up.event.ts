import { DomainEvent } from '../../../../platform/events';

export class UserSignedUp extends DomainEvent<{ username: string; email: string; userType: string }> {
  constructor(userId: number, payload: { username: string; email: string; userType: string }) {
    super('user', userId, payload);
  }
}
