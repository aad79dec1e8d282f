import type { UserProfile } from '../get-user-profiles/get-user-profiles.query';

/** Accounts of these e-mail addresses (any case): how a registration, which carries an e-mail, finds its person. */
export class FindUsersByEmailsQuery {
  constructor(readonly emails: string[]) {}
}

export type { UserProfile };
