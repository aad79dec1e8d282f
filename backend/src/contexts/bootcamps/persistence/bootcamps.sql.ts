import type { EntityManager } from 'typeorm';

/**
 * A user's place in a bootcamp's line, as a scalar subquery over two SQL expressions (the bootcamp's id and the
 * user's): how many entries are at or ahead of theirs by (joined_at, id), or null when they are not waiting. Reads
 * their entry on the (bootcamp_id, user_id) key and those ahead on bootcamp_waitlist_line_idx.
 */
const waitlistPositionSql = (bootcampId: string, userId: string): string => `(SELECT NULLIF(count(*), 0)::int
    FROM bootcamp_waitlist me
    JOIN bootcamp_waitlist ahead ON ahead.bootcamp_id = me.bootcamp_id AND (ahead.joined_at, ahead.id) <= (me.joined_at, me.id)
   WHERE me.bootcamp_id = ${bootcampId} AND me.user_id = ${userId})`;

/** For each of these bootcamps: whether anyone waits, and the user's place in line. `$1` the user, `$2` the ids. */
const WAITLIST_STANDINGS_SQL = `SELECT b.id,
    EXISTS (SELECT 1 FROM bootcamp_waitlist w WHERE w.bootcamp_id = b.id) AS "hasWaitlist",
    ${waitlistPositionSql('b.id', '$1')} AS "waitlistPosition"
  FROM unnest($2::int[]) AS b(id)`;

export interface WaitlistStandingRow {
  id: number;
  hasWaitlist: boolean;
  waitlistPosition: number | null;
}

/** Whether anyone waits, and the user's place in line, for each of these bootcamps in one statement. */
export function waitlistStandings(manager: EntityManager, userId: number, bootcampIds: number[]): Promise<WaitlistStandingRow[]> {
  return manager.query(WAITLIST_STANDINGS_SQL, [userId, bootcampIds]);
}

/** The user's place in line, read inside the caller's transaction. */
export async function positionInLine(manager: EntityManager, bootcampId: number, userId: number): Promise<number | null> {
  const [row]: Array<{ position: number | null }> = await manager.query(`SELECT ${waitlistPositionSql('$1', '$2')} AS position`, [
    bootcampId,
    userId,
  ]);
  return row.position;
}

/** The bootcamps the user holds a place in or waits for. */
export async function bootcampIdsTakenPartInBy(manager: EntityManager, userId: number): Promise<number[]> {
  const rows: Array<{ id: number }> = await manager.query(
    `SELECT bootcamp_id AS id FROM bootcamp_registrations WHERE user_id = $1 UNION SELECT bootcamp_id FROM bootcamp_waitlist WHERE user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.id);
}
