import type { EntityManager } from 'typeorm';
import type { AdminUsersQuery, FindPlayersQueryInput } from '@rallypoint/shared';
import { rowsAndTotal, type PageWindow } from '../../../platform/database/paging';
import { anyContains, containsPattern, personNameColumns } from '../../../platform/database/text-search';
import type { User } from '../domain/user.entity';
import type { RatingOrder } from '../queries/find-players/find-players.query';

/** The columns of a listed account, named as the entity's properties so the mappers take the rows as they are. */
const LISTED_COLUMNS = `u.id, u.username, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.phone,
  u.user_type AS "userType", u.role, u.state, u.sports, u.level, u.is_active AS "isActive", u.created_at AS "createdAt",
  u.activated_at AS "activatedAt"`;

export type ListedUser = Pick<
  User,
  | 'id'
  | 'username'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'userType'
  | 'role'
  | 'state'
  | 'sports'
  | 'level'
  | 'isActive'
  | 'createdAt'
  | 'activatedAt'
>;

/** Find Players' page: active individual players but the caller, searched by name or username, narrowed and ordered. */
export function findPlayerRows(
  manager: EntityManager,
  filter: FindPlayersQueryInput,
  excludeUserId: number,
  byRating: RatingOrder | undefined,
  window: PageWindow,
): Promise<[ListedUser[], number]> {
  const params: unknown[] = [excludeUserId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = [`u.is_active = true`, `u.role = 'player'`, `u.user_type = 'individual_player'`, `u.id <> $1`];
  if (filter.search) conditions.push(anyContains(param(containsPattern(filter.search)), personNameColumns('u')));
  if (filter.sport) conditions.push(`${param(filter.sport)} = ANY(u.sports)`);
  if (filter.level) conditions.push(`u.level = ${param(filter.level)}`);
  const byName = 'lower(u.first_name) ASC, lower(u.last_name) ASC, u.id ASC';
  const list = (orderBy: string, orderParams?: unknown[]) =>
    rowsAndTotal<ListedUser>(
      manager,
      { select: LISTED_COLUMNS, from: `users u WHERE ${conditions.join(' AND ')}`, params, orderBy, orderParams },
      window,
    );
  if (!byRating) return list(byName);
  if (byRating.only) conditions.push(`u.id = ANY(${param(byRating.ids)}::int[])`);
  // Rating order: the position in the fixtures context's list, best first; players without a rating last.
  const ids = `$${params.length + 1}`;
  return list(`array_position(${ids}::int[], u.id) ASC NULLS LAST, ${byName}`, [byRating.ids]);
}

/** User Management's page: every account, by status, searched by full name, username or e-mail, newest first. */
export function listUserRows(
  manager: EntityManager,
  filter: AdminUsersQuery,
  window: PageWindow,
): Promise<[ListedUser[], number]> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['true'];
  if (filter.status) conditions.push(`u.is_active = ${param(filter.status === 'active')}`);
  if (filter.search) conditions.push(anyContains(param(containsPattern(filter.search)), [...personNameColumns('u'), 'u.email']));
  const from = `users u WHERE ${conditions.join(' AND ')}`;
  return rowsAndTotal(manager, { select: LISTED_COLUMNS, from, params, orderBy: 'u.created_at DESC, u.id DESC' }, window);
}
