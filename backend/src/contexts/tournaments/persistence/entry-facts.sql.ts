import type { Database } from '../../../platform/database/database';
import { prepared } from '../../../platform/database/prepared';
import type { TournamentEntryFacts } from '../queries/read-model/tournament-entry-facts';
import { isoTime } from './tournament-columns.sql';

/** An entry as other contexts read it, before identity adds the linked account's username. */
export type EntryFactsRow = Omit<TournamentEntryFacts, 'username'>;

const ENTRY_FACTS_COLUMNS = `e.id AS "entryId", e.tournament_id AS "tournamentId", e.user_id AS "userId", e.full_name AS name,
    lower(e.email) AS email, e.phone, e.skill_level AS "skillLevel", e.skill_description AS "skillDescription",
    e.available_times AS "availableTimes", e.status, ${isoTime('e.registration_date')} AS "registrationDate"`;

/** The shown name with its runs of white space made one space, letter case aside: how a result names its opponent. */
const SHOWN_NAME = `lower(btrim(regexp_replace(e.full_name, '\\s+', ' ', 'g')))`;

/**
 * A tournament's entries in entry order, on the (tournament_id, registration_date, id) index: `$1` the tournament,
 * `$2` only these entry ids, `$3` only these accounts' entries, `$4` only those shown by this name (white space runs
 * made one space, lower case), each null for any; `$5` withdrawn entries too.
 */
const TOURNAMENT_ENTRIES_SQL = `SELECT ${ENTRY_FACTS_COLUMNS}
  FROM tournament_entries e
  WHERE e.tournament_id = $1
    AND ($2::int[] IS NULL OR e.id = ANY($2::int[]))
    AND ($3::int[] IS NULL OR e.user_id = ANY($3::int[]))
    AND ($4::text IS NULL OR ${SHOWN_NAME} = $4::text)
    AND ($5::boolean OR e.status <> 'withdrawn')
  ORDER BY e.registration_date, e.id`;

/** An account's entries that hold a place, on the user_id index, by tournament and entry order. */
const USER_ENTRIES_SQL = `SELECT ${ENTRY_FACTS_COLUMNS}
  FROM tournament_entries e
  WHERE e.user_id = $1 AND e.status <> 'withdrawn'
  ORDER BY e.registration_date, e.id`;

export interface EntryFactsFilter {
  ids: readonly number[] | null;
  userIds: readonly number[] | null;
  /** Already white space normalized and lower case. */
  shownName: string | null;
  withWithdrawn: boolean;
}

export function tournamentEntryRows(db: Database, tournamentId: number, filter: EntryFactsFilter): Promise<EntryFactsRow[]> {
  return db.rows<EntryFactsRow>(
    prepared(TOURNAMENT_ENTRIES_SQL, [
      tournamentId,
      filter.ids ? [...filter.ids] : null,
      filter.userIds ? [...filter.userIds] : null,
      filter.shownName,
      filter.withWithdrawn,
    ]),
  );
}

export function userEntryRows(db: Database, userId: number): Promise<EntryFactsRow[]> {
  return db.rows<EntryFactsRow>(prepared(USER_ENTRIES_SQL, [userId]));
}
