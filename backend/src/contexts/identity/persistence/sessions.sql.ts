import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import { prepared } from '../../../platform/database/prepared';
import type { User } from '../domain/user.entity';

const ACCOUNT_COLUMNS = `u.id, u.username, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.phone,
  u.organization_name AS "organizationName", u.user_type AS "userType", u.sports, u.address_line1 AS "addressLine1",
  u.state, u.zip_code AS "zipCode", u.role, u.level, u.is_active AS "isActive"`;

/**
 * The unexpired session row and its account in one statement (both by primary key): everything a request needs to
 * know who is calling, and everything `GET /api/auth/me` answers. Also read by the scale benchmark's bare handler.
 */
export const ACCOUNT_BY_SESSION_SQL = `SELECT ${ACCOUNT_COLUMNS} FROM session s JOIN users u ON u.id = s.user_id
  WHERE s.sid = $1 AND s.expire >= now()`;

/** The session's account, if the session exists and has not expired (a prepared statement: every request reads it). */
export async function accountBySession(pool: Pool, sessionId: string): Promise<User | undefined> {
  const { rows } = await pool.query<User>(prepared(ACCOUNT_BY_SESSION_SQL, [sessionId]));
  return rows[0];
}

/** Writes the session; the expiry stays as first written, so a session is not extended by later saves. */
export async function saveSession(
  pool: Pool,
  row: { sessionId: string; session: string; expires: Date; userId: number | null },
): Promise<void> {
  await pool.query(
    `INSERT INTO session (sid, sess, expire, user_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (sid) DO UPDATE SET sess = excluded.sess, user_id = excluded.user_id`,
    [row.sessionId, row.session, row.expires, row.userId],
  );
}

export async function deleteSession(pool: Pool, sessionId: string): Promise<void> {
  await pool.query('DELETE FROM session WHERE sid = $1', [sessionId]);
}

/** Up to `batch` expired sessions, skipping rows another sign-in is clearing. */
export async function pruneExpiredSessions(pool: Pool, batch: number): Promise<void> {
  await pool.query(
    `DELETE FROM session WHERE sid IN (SELECT sid FROM session WHERE expire < now() ORDER BY expire LIMIT $1 FOR UPDATE SKIP LOCKED)`,
    [batch],
  );
}

/** Signs a user out everywhere, inside the caller's transaction (session rows name their user; see PostgresSessionStore). */
export async function endSessionsOf(manager: EntityManager, userId: number): Promise<void> {
  await manager.query(`DELETE FROM session WHERE user_id = $1`, [userId]);
}
