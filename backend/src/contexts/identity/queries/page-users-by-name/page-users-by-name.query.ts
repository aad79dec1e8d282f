import { Query } from '@nestjs/cqrs';
import type { Page, PageQuery } from '@rallypoint/shared';

/** A user's names and e-mail, for lists of people shown to those who may contact them. */
export interface UserContact {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
}

/**
 * One page of these users (those that exist), by name (first, last, letter case aside, then id), optionally narrowed
 * by a search, letter case aside, over the first name, the last name, "First Last", the username and the e-mail: for
 * a context that knows who belongs to a list but not their names (an academy's active students).
 */
export class PageUsersByNameQuery extends Query<Page<UserContact>> {
  constructor(
    readonly userIds: readonly number[],
    readonly page: PageQuery,
    readonly search?: string,
  ) {
    super();
  }
}
