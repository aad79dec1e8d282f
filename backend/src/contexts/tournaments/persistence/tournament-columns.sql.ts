import type { TournamentDetail, TournamentDisplayStatus, TournamentStoredStatus } from '@rallypoint/shared';
import { isoTime } from '../../../platform/database/sql-time';
import { anyContains } from '../../../platform/database/text-search';

/** Also read by the scale benchmark's bare handler from this module. */
export { isoTime };

/** A tournament row read with plain SQL, already in the contract's shape (no entity hydration, one copy). */
export type TournamentRow = Omit<TournamentDetail, 'organizerName'> & { storedStatus: TournamentStoredStatus };

/** The shown status from the dates; `$today` is the placeholder for the club's calendar day. */
const displayStatusSql = (today: string) => `CASE WHEN t.status <> 'approved' THEN t.status
  WHEN ${today}::date < t.start_date THEN 'upcoming' WHEN ${today}::date <= t.end_date THEN 'active' ELSE 'completed' END`;

/**
 * Every column a TournamentDetail needs, the head count being the entries holding a place, counted on the row by the
 * database (entry_count, docs/decisions/0013); `$1` is the club's calendar day. Built once: statements are named after
 * their text (prepared.ts).
 */
export const TOURNAMENT_COLUMNS_SQL = `
  t.id, t.name, t.tournament_code AS "tournamentCode", t.sport, t.venue, t.divisions,
  ${displayStatusSql('$1')} AS status, ${isoTime('t.created_at')} AS "createdAt",
  t.description, t.organizer_id AS "organizerId", t.start_date::text AS "startDate", t.end_date::text AS "endDate",
  t.time_zone AS "timeZone", t.registration_deadline::text AS "registrationDeadline", t.max_participants AS "maxParticipants",
  t.entry_count AS "participantCount",
  t.entry_fee::text AS "entryFee", t.prize_pool::text AS "prizePool", t.rules, t.additional_info AS "additionalInfo",
  t.poc1_name AS "poc1Name", t.poc1_contact AS "poc1Contact", t.poc1_email AS "poc1Email",
  t.poc2_name AS "poc2Name", t.poc2_contact AS "poc2Contact", t.poc2_email AS "poc2Email",
  ${isoTime('t.updated_at')} AS "updatedAt", t.score_format AS "scoreFormat", t.standings_rulebook AS "standingsRulebook",
  t.status AS "storedStatus"`;

/** Placeholders in order for a raw query: `param(value)` gives `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The condition for a shown status (the stored one, or an approved tournament's stage on `today`). */
export function displayStatusCondition(status: TournamentDisplayStatus, today: string, params: SqlParams): string {
  switch (status) {
    case 'upcoming':
      return `t.status = 'approved' AND t.start_date > ${params.param(today)}::date`;
    case 'active':
      return `t.status = 'approved' AND ${runningOn(params.param(today))}`;
    case 'completed':
      return `t.status = 'approved' AND t.end_date < ${params.param(today)}::date`;
    default:
      return `t.status = ${params.param(status)}`;
  }
}

/** Started and not yet ended on that day (a date parameter), as tournaments_approved_dates_idx can find it. */
export const runningOn = (day: string): string => `daterange(t.start_date, t.end_date, '[]') @> ${day}::date`;

/** A search over name, code and venue (pattern already escaped, see containsPattern). */
export const tournamentSearchCondition = (pattern: string, params: SqlParams): string => {
  const p = params.param(pattern);
  return anyContains(p, ['t.name', 't.tournament_code', 't.venue']);
};

export const whereSql = (conditions: string[]): string => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');
