import type { RegistrationListItem } from '@rallypoint/shared';
import type { Database } from '../../../platform/database/database';
import { oneInPlan } from '../../../platform/database/paging';
import { prepared } from '../../../platform/database/prepared';
import { isoTime } from './tournament-columns.sql';

/**
 * A tournament's entries as its organizer reads them (made by the form or by Enroll, withdrawn ones too), oldest
 * first, on the (tournament_id, registration_date, id) index: `$1` the tournament, `$2` how many (null for all), `$3`
 * how many to skip. One text and one plan for every window (paging.ts oneInPlan): planned on each call, it cost more to
 * plan than to run on the public fixtures page.
 */
export const REGISTRATION_ROWS_SQL = `SELECT id, user_id AS "userId", full_name AS "fullName", email, phone, sport,
    skill_level AS "skillLevel", skill_description AS "skillDescription", handedness, available_times AS "availableTimes",
    ${isoTime('registration_date')} AS "registrationDate", status
  FROM tournament_entries WHERE tournament_id = $1
  ORDER BY registration_date, id LIMIT ${oneInPlan('$2')} OFFSET ${oneInPlan('$3')}`;

export const REGISTRATION_COUNT_SQL = `SELECT count(*)::int AS total FROM tournament_entries WHERE tournament_id = $1`;

export function registrationRows(
  db: Database,
  tournamentId: number,
  limit: number | 'ALL',
  offset: number,
): Promise<RegistrationListItem[]> {
  return db.rows<RegistrationListItem>(prepared(REGISTRATION_ROWS_SQL, [tournamentId, limit === 'ALL' ? null : limit, offset]));
}

export async function countRegistrations(db: Database, tournamentId: number): Promise<number> {
  const rows = await db.rows<{ total: number }>(prepared(REGISTRATION_COUNT_SQL, [tournamentId]));
  return rows[0].total;
}
