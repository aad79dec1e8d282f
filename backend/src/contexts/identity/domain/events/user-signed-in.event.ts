import { DomainEvent } from '../../../../platform/events';

/**
 * An account with a verified e-mail signed in: other contexts take what that address made without an account as the
 * account's (tournament entries, docs/decisions/0013). Only verified accounts record it: an unverified address proves
 * nobody's.
 */
export class UserSignedIn extends DomainEvent<{ email: string }> {
  constructor(userId: number, payload: { email: string }) {
    super('user', userId, payload);
  }
}
