import type { EntityManager } from 'typeorm';
import type { AdminUsersQuery, FindPlayersQueryInput } from '@rallypoint/shared';
import { containsPattern } from '../../../platform/database/paging';
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

/** One page of rows and the count of all that match, as getManyAndCount gave them. */
async function pageAndCount(
  manager: EntityManager,
  where: string,
  orderBy: string,
  params: unknown[],
  limit: number,
  offset: number,
): Promise<[ListedUser[], number]> {
  const n = params.length;
  const rows: ListedUser[] = await manager.query(
    `SELECT ${LISTED_COLUMNS} FROM users u WHERE ${where} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, limit, offset],
  );
  const [{ total }]: Array<{ total: number }> = await manager.query(
    `SELECT count(*)::int AS total FROM users u WHERE ${where}`,
    params,
  );
  return [rows, total];
}

/** Find Players' page: active individual players but the caller, searched by name or username, narrowed and ordered. */
export function findPlayerRows(
  manager: EntityManager,
  filter: FindPlayersQueryInput,
  excludeUserId: number,
  byRating: RatingOrder | undefined,
  window: { limit: number; offset: number },
): Promise<[ListedUser[], number]> {
  const params: unknown[] = [excludeUserId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = [`u.is_active = true`, `u.role = 'player'`, `u.user_type = 'individual_player'`, `u.id <> $1`];
  if (filter.search) {
    // Name or username, case-insensitive; "first last" matches the full name too.
    const p = param(containsPattern(filter.search));
    conditions.push(`(u.first_name ILIKE ${p} OR u.last_name ILIKE ${p} OR u.username ILIKE ${p}
      OR (u.first_name || ' ' || u.last_name) ILIKE ${p})`);
  }
  if (filter.sport) conditions.push(`${param(filter.sport)} = ANY(u.sports)`);
  if (filter.level) conditions.push(`u.level = ${param(filter.level)}`);
  let lead = '';
  if (byRating) {
    const ids = param(byRating.ids);
    if (byRating.only) conditions.push(`u.id = ANY(${ids}::int[])`);
    // Rating order: the position in the fixtures context's list, best first; players without a rating last.
    lead = `array_position(${ids}::int[], u.id) ASC NULLS LAST, `;
  }
  const order = `${lead}lower(u.first_name) ASC, lower(u.last_name) ASC, u.id ASC`;
  return pageAndCount(manager, conditions.join(' AND '), order, params, window.limit, window.offset);
}

/** User Management's page: every account, by status, searched by full name, username or e-mail, newest first. */
export function listUserRows(
  manager: EntityManager,
  filter: AdminUsersQuery,
  window: { limit: number; offset: number },
): Promise<[ListedUser[], number]> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['true'];
  if (filter.status) conditions.push(`u.is_active = ${param(filter.status === 'active')}`);
  if (filter.search) {
    const p = param(containsPattern(filter.search));
    conditions.push(`((u.first_name || ' ' || u.last_name) ILIKE ${p} OR u.username ILIKE ${p} OR u.email ILIKE ${p})`);
  }
  return pageAndCount(manager, conditions.join(' AND '), 'u.created_at DESC, u.id DESC', params, window.limit, window.offset);
}
