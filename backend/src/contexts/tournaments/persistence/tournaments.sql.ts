import type { EntityManager } from 'typeorm';
import type { EnrolledTournament, TournamentEnrollment, TournamentStageCounts } from '@rallypoint/shared';
import type { Database } from '../../../platform/database/database';
import { prepared } from '../../../platform/database/prepared';
import type { Tournament } from '../domain/tournament.entity';
import { isoTime, TOURNAMENT_COLUMNS_SQL, type TournamentRow } from './tournament-columns.sql';
import { tournamentWaitlist } from './waitlist';

/** What the access rules read about a tournament (who organizes it, its stored status) and how it scores and ranks. */
export type TournamentAccess = Pick<Tournament, 'organizerId' | 'status' | 'scoreFormat' | 'standingsRulebook'>;

/**
 * One row by primary key, only the columns those need: no entity to build for a yes or no. Exported, as is
 * TOURNAMENT_WITH_STANDING_SQL, for the scale benchmark's bare handler, which runs the same statements.
 */
export const TOURNAMENT_ACCESS_SQL = `SELECT organizer_id AS "organizerId", status, score_format AS "scoreFormat",
  standings_rulebook AS "standingsRulebook" FROM tournaments WHERE id = $1`;

/** A player's place in a tournament's line, as a scalar subquery (platform/waitlist/line.sql.ts). */
export const waitlistPositionSql = (tournamentId: string, userId: string): string =>
  tournamentWaitlist.positionSql(tournamentId, userId);

/** Whether anyone waits for a place in the tournament (an SQL expression for its id). */
export const hasWaitlistSql = (tournamentId: string): string => tournamentWaitlist.hasWaitlistSql(tournamentId);

export interface StandingColumns {
  participantCount: number;
  maxParticipants: number;
  hasWaitlist: boolean;
  waitlistPosition: number | null;
}

/** Whether the viewer (an SQL expression for their id) has an entry holding a place, made either way. */
export const viewerEnrolledSql = (tournamentId: string, userId: string): string =>
  `EXISTS (SELECT 1 FROM tournament_entries e WHERE e.tournament_id = ${tournamentId} AND e.user_id = ${userId} AND e.status <> 'withdrawn')`;

/** The viewer's side of a tournament view (docs/decisions/0013). */
export interface FormStanding {
  /** Entries holding a place (the form's and Enroll's one count). */
  entryCount: number;
  /** The viewer's entry (linked, or of their address) holding a place has its form filled. */
  isRegistered: boolean;
  /** The viewer ($3, null when signed out) has an entry holding a place, linked to their account. */
  isEnrolled: boolean;
}

/**
 * One tournament with where a newcomer stands: its waitlist, the viewer's place in it or entry, and whether the
 * viewer's entry (by account, or by their address, $4, '' when signed out) has its form filled. All in the one
 * statement, by the (tournament_id, user_id) and (tournament_id, lower(email)) indexes: the detail page is read far
 * more than it changes.
 */
export const TOURNAMENT_WITH_STANDING_SQL = `SELECT ${TOURNAMENT_COLUMNS_SQL}, ${hasWaitlistSql('t.id')} AS "hasWaitlist",
  ${waitlistPositionSql('t.id', '$3::int')} AS "waitlistPosition",
  t.entry_count AS "entryCount",
  EXISTS (SELECT 1 FROM tournament_entries e WHERE e.tournament_id = t.id AND e.form_filled AND e.status <> 'withdrawn'
      AND (e.user_id = $3::int OR lower(e.email) = lower($4::text))) AS "isRegistered",
  ${viewerEnrolledSql('t.id', '$3::int')} AS "isEnrolled"
  FROM tournaments t WHERE t.id = $2`;

const TOURNAMENT_BY_ID_SQL = `SELECT ${TOURNAMENT_COLUMNS_SQL} FROM tournaments t WHERE t.id = $2`;

/** Who organizes the tournament, its stored status and how it scores and ranks; none when there is no such tournament. */
export async function tournamentAccess(db: Database, tournamentId: number): Promise<TournamentAccess | undefined> {
  const [row] = await db.rows<TournamentAccess>(prepared(TOURNAMENT_ACCESS_SQL, [tournamentId]));
  return row;
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

/** Every approved tournament, counted as they change (migration 1734700000000-ApprovedTournamentCount); also read by the scale benchmark's bare handler. */
export const APPROVED_TOURNAMENTS_SQL = `SELECT approved AS total FROM tournament_counts`;

export async function countApprovedTournaments(db: Database): Promise<number> {
  const rows = await db.rows<{ total: number }>(prepared(APPROVED_TOURNAMENTS_SQL, []));
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

/**
 * The tournaments the user takes part in by start date, each once: those where an entry holding a place is linked to
 * their account, made by the form or by Enroll (docs/decisions/0013). On the entries' user_id index.
 */
export function enrolledTournaments(manager: EntityManager, userId: number): Promise<EnrolledTournament[]> {
  return manager.query(
    `SELECT t.id, t.name, t.venue, t.sport, t.score_format AS "scoreFormat"
       FROM tournaments t
      WHERE t.id IN (SELECT e.tournament_id FROM tournament_entries e WHERE e.user_id = $1 AND e.status <> 'withdrawn')
      ORDER BY t.start_date ASC, t.id ASC`,
    [userId],
  );
}

/** The account's entries holding a place, newest first (GET /api/my-tournament-enrollments). */
export function enrollmentsOf(manager: EntityManager, userId: number): Promise<TournamentEnrollment[]> {
  return manager.query(
    `SELECT tournament_id AS "tournamentId", ${isoTime('registration_date')} AS "registrationDate", status
       FROM tournament_entries WHERE user_id = $1 AND status <> 'withdrawn'
      ORDER BY registration_date DESC, id DESC`,
    [userId],
  );
}
