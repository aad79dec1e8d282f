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

/** What a participants page is narrowed to: none for everyone holding a place. */
export interface ParticipantSearch {
  /** A contains-pattern over the entry's name (never its e-mail: the search tells nobody anything about one). */
  pattern: string;
  /** The linked accounts whose names or @usernames the search finds (identity's answer). */
  accounts: number[];
}

/** The entries holding a place that the search (`$2` pattern, `$3` accounts; null for none) finds. */
const PARTICIPANTS_FOUND = `FROM tournament_entries e
  WHERE e.tournament_id = $1 AND e.status <> 'withdrawn'
    AND ($2::text IS NULL OR e.full_name ILIKE $2::text OR e.user_id = ANY($3::int[]))`;

/**
 * A page of a tournament's entries holding a place (docs/decisions/0013), in entry order, with the count of all the
 * search finds: one statement on the (tournament_id, registration_date, id) index. `$1` the tournament, `$2` and `$3`
 * the search (PARTICIPANTS_FOUND), `$4` and `$5` the window. Also run by the scale benchmark's bare handler, from this
 * module.
 */
export const PARTICIPANT_PAGE_SQL = `SELECT e.id AS "entryId", e.user_id AS "userId", e.full_name AS "fullName", e.email, e.phone,
    e.skill_level AS "skillLevel", ${isoTime('e.registration_date')} AS "registrationDate", e.status,
    count(*) OVER ()::int AS total
  ${PARTICIPANTS_FOUND}
  ORDER BY e.registration_date, e.id LIMIT ${oneInPlan('$4')} OFFSET ${oneInPlan('$5')}`;

/** How many entries the search finds, for a page past the end (where no row carries the window's count). */
export const PARTICIPANT_COUNT_SQL = `SELECT count(*)::int AS total ${PARTICIPANTS_FOUND}`;

/** The accounts linked to a tournament's entries holding a place: those a name search asks identity about. */
const LINKED_ACCOUNTS_SQL = `SELECT e.user_id AS id FROM tournament_entries e
  WHERE e.tournament_id = $1 AND e.status <> 'withdrawn' AND e.user_id IS NOT NULL`;

const searchParams = (search: ParticipantSearch | null) => [search?.pattern ?? null, search?.accounts ?? []];

export function participantRows(
  db: Database,
  tournamentId: number,
  search: ParticipantSearch | null,
  limit: number,
  offset: number,
): Promise<ParticipantRow[]> {
  return db.rows<ParticipantRow>(prepared(PARTICIPANT_PAGE_SQL, [tournamentId, ...searchParams(search), limit, offset]));
}

export async function countParticipants(db: Database, tournamentId: number, search: ParticipantSearch | null): Promise<number> {
  const [row] = await db.rows<{ total: number }>(prepared(PARTICIPANT_COUNT_SQL, [tournamentId, ...searchParams(search)]));
  return row.total;
}

export async function linkedAccounts(db: Database, tournamentId: number): Promise<number[]> {
  return (await db.rows<{ id: number }>(prepared(LINKED_ACCOUNTS_SQL, [tournamentId]))).map((row) => row.id);
}
