import type { EntityManager } from 'typeorm';

/**
 * Signs a user out everywhere, inside the caller's transaction: connect-pg-simple keeps each session as JSON in
 * the `session` table with passport's user id at `sess.passport.user` (an expression index serves this lookup).
 */
export async function endSessionsOf(manager: EntityManager, userId: number): Promise<void> {
  await manager.query(`DELETE FROM session WHERE (sess -> 'passport' ->> 'user') = $1`, [String(userId)]);
}
