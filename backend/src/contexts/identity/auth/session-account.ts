import type { CurrentUser } from '@rallypoint/shared';
import type { SessionUser } from '../../../platform/auth';
import { toCurrentUser, toSessionUser } from '../domain/current-user.mapper';
import type { User } from '../domain/user.entity';

const ACCOUNT_ROW = Symbol('accountRow');

/**
 * The session's user from the account row read with it; null for a deactivated account, which is signed out at once.
 * - The row itself is kept for `/me` (mapped only there), so it does not read the account a second time.
 * - Its JSON is nothing: the user is read with the session, never part of it, so neither the stored row nor
 *   @fastify/session's change check (it hashes the session's JSON twice a request) carries the account.
 */
export function sessionUserFrom(row: User | undefined): SessionUser | null {
  if (!row?.isActive) return null;
  const user = toSessionUser(row);
  Object.defineProperty(user, ACCOUNT_ROW, { value: row, enumerable: false });
  Object.defineProperty(user, 'toJSON', { value: () => undefined, enumerable: false });
  return user;
}

export function accountOf(user: SessionUser): CurrentUser | undefined {
  const row = (user as { [ACCOUNT_ROW]?: User })[ACCOUNT_ROW];
  return row && toCurrentUser(row);
}
