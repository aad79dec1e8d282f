import { roleOf, type RoleColumn, type UserType } from '@rallypoint/shared';
import type { UserProfile } from './get-user-profiles.query';

/** The users columns a profile is read from, as plain rows (no entity hydration). */
export const PROFILE_COLUMNS = `u.id, u.username, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.phone,
  u.organization_name AS "organizationName", u.user_type AS "userType", u.level, u.sports, u.is_active AS "isActive",
  u.role AS "roleColumn"`;

/** Profiles by id, any number in one statement (`= ANY($1)`, not an IN list of parameters). */
export const PROFILES_BY_ID_SQL = `SELECT ${PROFILE_COLUMNS} FROM users u WHERE u.id = ANY($1::int[])`;

/** Shown names by id: "First Last", or the username when both names are blank. */
export const DISPLAY_NAMES_SQL = `SELECT u.id, COALESCE(NULLIF(btrim(u.first_name || ' ' || u.last_name), ''), u.username) AS name
  FROM users u WHERE u.id = ANY($1::int[])`;

export type ProfileRow = Omit<UserProfile, 'role'> & { roleColumn: RoleColumn };

/** Field by field (not a rest copy): profiles are read for whole pages of rows. */
export const toUserProfile = (row: ProfileRow): UserProfile => ({
  id: row.id,
  username: row.username,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  organizationName: row.organizationName,
  userType: row.userType,
  level: row.level,
  sports: row.sports,
  isActive: row.isActive,
  role: roleOf({ role: row.roleColumn, userType: row.userType as UserType }),
});
