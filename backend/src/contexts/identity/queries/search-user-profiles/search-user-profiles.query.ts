import { Query } from '@nestjs/cqrs';
import type { Page, PageQuery } from '@rallypoint/shared';
import type { UserProfile } from '../get-user-profiles/get-user-profiles.query';

/**
 * For other contexts: one page of the profiles of the given users, optionally narrowed by a case-insensitive
 * search over first name, last name, full name and username, ordered by name then id.
 */
export class SearchUserProfilesQuery extends Query<Page<UserProfile>> {
  constructor(
    readonly userIds: number[],
    readonly page: PageQuery,
    readonly search?: string,
  ) {
    super();
  }
}
