import type { EntryStatus, SkillLevel } from '@rallypoint/shared';
import type { Database } from '../../../platform/database/database';
import { oneInPlan } from '../../../platform/database/paging';
import { prepared } from '../../../platform/database/prepared';
import { isoTime } from './tournament-columns.sql';

/** An entry holding a place, as the participants page reads it before identity adds a linked account's profile. */
export interface ParticipantRow {
  entryId: number;
  userId: number | null;
  fullName: string;
  email: string;
  phone: string | null;
  skillLevel: SkillLevel | null;
  registrationDate: string;
  status: EntryStatus;
  /** Every entry the search finds, on each row (count(*) OVER ()). */
  total: number;
}

/**
 * A page of a tournament's entries holding a place (docs/decisions/0013), in entry order, with the count of all the
 * search finds: one statement on the (tournament_id, registration_date, id) index. `$1` the tournament, `$2` null or
 * a contains-pattern over the entry's name (never its e-mail: the search tells nobody anything about one), `$3` and
 * `$4` the window. Also run by the scale benchmark's bare handler, from this module.
 */
export const PARTICIPANT_PAGE_SQL = `SELECT e.id AS "entryId", e.user_id AS "userId", e.full_name AS "fullName", e.email, e.phone,
    e.skill_level AS "skillLevel", ${isoTime('e.registration_date')} AS "registrationDate", e.status,
    count(*) OVER ()::int AS total
  FROM tournament_entries e
  WHERE e.tournament_id = $1 AND e.status <> 'withdrawn' AND ($2::text IS NULL OR e.full_name ILIKE $2::text)
  ORDER BY e.registration_date, e.id LIMIT ${oneInPlan('$3')} OFFSET ${oneInPlan('$4')}`;

/** How many entries the search finds, for a page past the end (where no row carries the window's count). */
export const PARTICIPANT_COUNT_SQL = `SELECT count(*)::int AS total FROM tournament_entries e
  WHERE e.tournament_id = $1 AND e.status <> 'withdrawn' AND ($2::text IS NULL OR e.full_name ILIKE $2::text)`;

export function participantRows(
  db: Database,
  tournamentId: number,
  pattern: string | null,
  limit: number,
  offset: number,
): Promise<ParticipantRow[]> {
  return db.rows<ParticipantRow>(prepared(PARTICIPANT_PAGE_SQL, [tournamentId, pattern, limit, offset]));
}

export async function countParticipants(db: Database, tournamentId: number, pattern: string | null): Promise<number> {
  const [row] = await db.rows<{ total: number }>(prepared(PARTICIPANT_COUNT_SQL, [tournamentId, pattern]));
  return row.total;
}
