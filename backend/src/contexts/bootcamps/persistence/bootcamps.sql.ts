import type { EntityManager } from 'typeorm';
import { bootcampWaitlist } from './waitlist';

/** For each of these bootcamps: whether anyone waits, and the user's place in line. `$1` the user, `$2` the ids. */
const WAITLIST_STANDINGS_SQL = `SELECT b.id,
    ${bootcampWaitlist.hasWaitlistSql('b.id')} AS "hasWaitlist",
    ${bootcampWaitlist.positionSql('b.id', '$1')} AS "waitlistPosition"
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

/** The bootcamps the user holds a place in or waits for. */
export async function bootcampIdsTakenPartInBy(manager: EntityManager, userId: number): Promise<number[]> {
  const rows: Array<{ id: number }> = await manager.query(
    `SELECT bootcamp_id AS id FROM bootcamp_registrations WHERE user_id = $1 UNION SELECT bootcamp_id FROM bootcamp_waitlist WHERE user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.id);
}
