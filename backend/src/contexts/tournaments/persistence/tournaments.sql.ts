import type { EntityManager } from 'typeorm';
import type { TournamentStageCounts } from '@rallypoint/shared';
import type { Database } from '../../../platform/database/database';
import { prepared } from '../../../platform/database/prepared';
import { TOURNAMENT_ACCESS_SQL, type TournamentAccess } from './tournament-access';
import { TOURNAMENT_COLUMNS_SQL, type TournamentRow } from './tournament-rows';
import { type FormStanding, TOURNAMENT_WITH_STANDING_SQL } from './tournament-standing-sql';
import { type StandingColumns, waitlistPositionSql } from './waitlist-standing';

const TOURNAMENT_BY_ID_SQL = `SELECT ${TOURNAMENT_COLUMNS_SQL} FROM tournaments t WHERE t.id = $2`;

/** Who organizes the tournament, its stored status and how it scores and ranks; none when there is no such tournament. */
export async function tournamentAccess(
  runner: Database | EntityManager,
  tournamentId: number,
): Promise<TournamentAccess | undefined> {
  const rows: TournamentAccess[] =
    'rows' in runner
      ? await runner.rows<TournamentAccess>(TOURNAMENT_ACCESS_SQL, [tournamentId])
      : await runner.query(TOURNAMENT_ACCESS_SQL, [tournamentId]);
  return rows[0];
}

/** One tournament with its head count, as of `on` (a prepared statement: the most read row). */
export function tournamentById(db: Database, on: string, tournamentId: number): Promise<TournamentRow[]> {
  return db.rows<TournamentRow>(prepared(TOURNAMENT_BY_ID_SQL, [on, tournamentId]));
}

export type TournamentWithStandingRow = TournamentRow & Pick<StandingColumns, 'hasWaitlist' | 'waitlistPosition'> & FormStanding;

/** TOURNAMENT_WITH_STANDING_SQL for a viewer (null when signed out), prepared. */
export function tournamentWithStanding(
  db: Database,
  on: string,
  tournamentId: number,
  viewer: { id: number; email: string } | null,
): Promise<TournamentWithStandingRow[]> {
  return db.rows<TournamentWithStandingRow>(
    prepared(TOURNAMENT_WITH_STANDING_SQL, [on, tournamentId, viewer?.id ?? null, viewer?.email ?? '']),
  );
}

/** Tournament rows (`$1` is today); `afterFrom` adds the filter, order and window, from this folder's builders. */
export function tournamentRows<R extends TournamentRow = TournamentRow>(
  db: Database,
  afterFrom: string,
  params: unknown[],
  extraColumns = '',
): Promise<R[]> {
  return db.rows<R>(prepared(`SELECT ${TOURNAMENT_COLUMNS_SQL}${extraColumns} FROM tournaments t ${afterFrom}`, params));
}

export async function countTournaments(db: Database, afterFrom: string, params: unknown[]): Promise<number> {
  const rows = await db.rows<{ total: number }>(
    prepared(`SELECT count(*)::int AS total FROM tournaments t ${afterFrom}`, params),
  );
  return rows[0].total;
}

/** An organizer's approved tournaments by stage on `on`. */
export async function tournamentStageCounts(
  manager: EntityManager,
  organizerId: number,
  on: string,
): Promise<TournamentStageCounts> {
  const [row]: TournamentStageCounts[] = await manager.query(
    `SELECT count(*) FILTER (WHERE start_date > $2::date)::int AS upcoming,
              count(*) FILTER (WHERE start_date <= $2::date AND end_date >= $2::date)::int AS active,
              count(*) FILTER (WHERE end_date < $2::date)::int AS completed
       FROM tournaments WHERE organizer_id = $1 AND status = 'approved'`,
    [organizerId, on],
  );
  return row;
}

/** The tournaments the user holds a place in or waits for. */
export async function tournamentIdsTakenPartInBy(manager: EntityManager, userId: number): Promise<number[]> {
  const rows: Array<{ id: number }> = await manager.query(
    `SELECT tournament_id AS id FROM tournament_participants WHERE participant_id = $1
       UNION SELECT tournament_id FROM tournament_waitlist WHERE user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.id);
}

/** The player's place in line, read inside the caller's transaction. */
export async function positionInLine(manager: EntityManager, tournamentId: number, userId: number): Promise<number | null> {
  const [row]: Array<{ position: number | null }> = await manager.query(`SELECT ${waitlistPositionSql('$1', '$2')} AS position`, [
    tournamentId,
    userId,
  ]);
  return row.position;
}
