import { DomainEvent } from '../../../../platform/events';

export class UserEmailVerified extends DomainEvent<{ username: string; email: string }> {
  constructor(userId: number, payload: { username: string; email: string }) {
    super('user', userId, payload);
  }
}
