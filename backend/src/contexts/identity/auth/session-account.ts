import type { CurrentUser } from '@rallypoint/shared';
import type { SessionUser } from '../../../platform/auth';

const ACCOUNT = Symbol('account');

/** The columns the session needs each request, and everything `GET /api/auth/me` answers, in one read. */
export const SESSION_ACCOUNT_SQL = `SELECT id, username, first_name AS "firstName", last_name AS "lastName", email,
  phone, organization_name AS "organizationName", user_type AS "userType", sports, address_line1 AS "addressLine1",
  state, zip_code AS "zipCode", role, level, is_active AS "isActive"
  FROM users WHERE id = $1`;

/** The serializer's read, kept on the request's user so `/me` does not read the account a second time. */
export function withAccount(user: SessionUser, account: CurrentUser): SessionUser {
  Object.defineProperty(user, ACCOUNT, { value: account, enumerable: false });
  return user;
}

export const accountOf = (user: SessionUser): CurrentUser | undefined => (user as { [ACCOUNT]?: CurrentUser })[ACCOUNT];
