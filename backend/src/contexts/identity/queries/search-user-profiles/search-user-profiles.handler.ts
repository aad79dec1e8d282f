import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Page } from '@rallypoint/shared';
import { containsPattern, pageWindow, toPage } from '../../../../platform/database/paging';
import type { UserProfile } from '../get-user-profiles/get-user-profiles.query';
import { PROFILE_COLUMNS, toUserProfile, type ProfileRow } from '../get-user-profiles/user-profile-row';
import { SearchUserProfilesQuery } from './search-user-profiles.query';

const MATCHES_SEARCH = `($2::text IS NULL OR u.first_name ILIKE $2 OR u.last_name ILIKE $2 OR u.username ILIKE $2
  OR (u.first_name || ' ' || u.last_name) ILIKE $2)`;

/** One page of the given users' profiles, by name; the ids travel as one array parameter however many there are. */
@QueryHandler(SearchUserProfilesQuery)
export class SearchUserProfilesHandler implements IQueryHandler<SearchUserProfilesQuery, Page<UserProfile>> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userIds, page, search }: SearchUserProfilesQuery): Promise<Page<UserProfile>> {
    if (!userIds.length) return toPage([], 0, page);
    const { limit, offset } = pageWindow(page);
    const params = [userIds, search ? containsPattern(search) : null];
    const [rows, [{ total }]]: [ProfileRow[], Array<{ total: number }>] = await Promise.all([
      this.dataSource.query(
        `SELECT ${PROFILE_COLUMNS} FROM users u WHERE u.id = ANY($1::int[]) AND ${MATCHES_SEARCH}
          ORDER BY u.first_name, u.last_name, u.id LIMIT $3 OFFSET $4`,
        [...params, limit, offset],
      ),
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM users u WHERE u.id = ANY($1::int[]) AND ${MATCHES_SEARCH}`,
        params,
      ),
    ]);
    return toPage(rows.map(toUserProfile), total, page);
  }
}
