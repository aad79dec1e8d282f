import type { EntityManager } from 'typeorm';
import type { Database } from '../../../platform/database/database';
import { prepared } from '../../../platform/database/prepared';
import type { UserDisplayName } from '../queries/get-display-names/get-display-names.query';
import type { UserCounts } from '../queries/count-users/count-users.query';
import type { ProfileRow } from '../queries/get-user-profiles/user-profile-row';

/** The users columns a profile is read from, as plain rows (no entity hydration). */
const PROFILE_COLUMNS = `u.id, u.username, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.phone,
  u.organization_name AS "organizationName", u.user_type AS "userType", u.level, u.sports, u.is_active AS "isActive",
  u.is_email_verified AS "emailVerified", u.role AS "roleColumn"`;

/**
 * Profiles by id, any number in one statement (`= ANY($1)`, not an IN list of parameters). Also read by the scale
 * benchmark's bare handler, as is DISPLAY_NAMES_SQL.
 */
export const PROFILES_BY_ID_SQL = `SELECT ${PROFILE_COLUMNS} FROM users u WHERE u.id = ANY($1::int[])`;

/** Shown names by id: "First Last", or the username when both names are blank. */
export const DISPLAY_NAMES_SQL = `SELECT u.id, COALESCE(NULLIF(btrim(u.first_name || ' ' || u.last_name), ''), u.username) AS name
  FROM users u WHERE u.id = ANY($1::int[])`;

/** Uses the unique index on lower(email). Also read by the scale benchmark's bare handler. */
export const PROFILES_BY_EMAIL_SQL = `SELECT ${PROFILE_COLUMNS} FROM users u WHERE lower(u.email) = ANY($1::text[])`;

export function profilesById(db: Database, ids: number[]): Promise<ProfileRow[]> {
  return db.rows<ProfileRow>(prepared(PROFILES_BY_ID_SQL, [ids]));
}

/** `emails` already trimmed and lower case. */
export function profilesByEmail(db: Database, emails: string[]): Promise<ProfileRow[]> {
  return db.rows<ProfileRow>(prepared(PROFILES_BY_EMAIL_SQL, [emails]));
}

export function displayNames(db: Database, ids: number[]): Promise<UserDisplayName[]> {
  return db.rows<UserDisplayName>(prepared(DISPLAY_NAMES_SQL, [ids]));
}

/** The three counts in one pass over the table, never loading a row. */
export async function countUsers(manager: EntityManager): Promise<UserCounts> {
  const [row]: UserCounts[] = await manager.query(
    `SELECT count(*)::int AS "totalUsers",
              count(*) FILTER (WHERE is_active)::int AS "activeUsers",
              count(*) FILTER (WHERE NOT is_active)::int AS "pendingUsers"
         FROM users`,
  );
  return row;
}
