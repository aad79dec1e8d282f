import type { EntityManager } from 'typeorm';

/** Signs a user out everywhere, inside the caller's transaction (session rows name their user; see PostgresSessionStore). */
export async function endSessionsOf(manager: EntityManager, userId: number): Promise<void> {
  await manager.query(`DELETE FROM session WHERE user_id = $1`, [userId]);
}
