import type { Database } from '../../../platform/database/database';
import { oneInPlan } from '../../../platform/database/paging';
import { prepared } from '../../../platform/database/prepared';
import { isoTime } from './tournament-columns.sql';

/**
 * Who takes part in a tournament (docs/product-rules.md, "Registration and enrolment"): the one definition every
 * question about it uses. A participant is a user enrolled in it (the Enroll button) or an account holder who
 * registered through the public form with their account e-mail (letter case ignored; the form stores e-mails
 * trimmed). One row per user: someone both enrolled and registered counts once, by the enrolment. A form entry
 * whose e-mail belongs to no account is a registrant, not a participant: there is nobody to play or log against.
 *
 * One statement: the enrolments on (tournament_id, registration_date, id), the form entries on
 * (tournament_id, lower(email)) matched to identity's users table (read here, never written) on lower(email).
 * `$1` is the tournament id; `$2` is null for everyone, or the user ids to narrow the answer to.
 * Columns: user_id, registration_date, status, via (0 enrolled, 1 form), row_id (the enrolment's or entry's id).
 */
const TAKING_PART_SQL = `
  SELECT DISTINCT ON (user_id) user_id, registration_date, status, via, row_id
    FROM (
        SELECT p.participant_id AS user_id, p.registration_date, p.status, 0 AS via, p.id AS row_id
          FROM tournament_participants p
         WHERE p.tournament_id = $1
      UNION ALL
        SELECT u.id, r.registration_date, r.status, 1, r.id
          FROM tournament_registrations r
          JOIN users u ON lower(u.email) = lower(r.email)
         WHERE r.tournament_id = $1
    ) taking_part
   WHERE $2::int[] IS NULL OR user_id = ANY($2::int[])
   ORDER BY user_id, via`;

/**
 * The name a participant is shown by (participantName in @rallypoint/shared: "First Last", else the username), runs
 * of white space made one space, from `u`, identity's users row joined to a TAKING_PART_SQL row (read, never written).
 */
const SHOWN_NAME_SQL = `btrim(regexp_replace(COALESCE(NULLIF(btrim(u.first_name || ' ' || u.last_name), ''), u.username), '\\s+', ' ', 'g'))`;

/**
 * Who takes part, with a filter, for a SELECT over `p` (a TAKING_PART_SQL row) and `u` (the user's row):
 * `$1` the tournament, `$2` null or the user ids to narrow to, `$3` null or a search pattern (containsPattern) over the
 * shown name and the username, never the e-mail, `$4` null or a shown name (white space runs made one space) to match
 * without letter case: the opponent a result names, looked up without listing everyone.
 */
export const PARTICIPANTS_SQL = `
  FROM (${TAKING_PART_SQL}) p
  LEFT JOIN users u ON u.id = p.user_id
 WHERE ($3::text IS NULL OR u.first_name ILIKE $3 OR u.last_name ILIKE $3
        OR (u.first_name || ' ' || u.last_name) ILIKE $3 OR u.username ILIKE $3)
   AND ($4::text IS NULL OR lower(${SHOWN_NAME_SQL}) = lower($4))`;

/** Sign-up order: the date, an enrolment before a form entry of the same instant, then the enrolment's or entry's id. */
export const PARTICIPANTS_ORDER_SQL = `ORDER BY p.registration_date, p.via, p.row_id`;

export type ParticipantRow = { userId: number; registrationDate: string; status: string; total: number };

/**
 * PARTICIPANTS_SQL's rows in sign-up order, each with the total (a window count): `$5` how many (null for all), `$6`
 * how many to skip. One text and one plan for every window and filter (paging.ts oneInPlan): planned on each call,
 * it took twice as long to plan as to run on the public fixtures page.
 */
export const PARTICIPANT_ROWS_SQL = `SELECT p.user_id AS "userId", ${isoTime('p.registration_date')} AS "registrationDate", p.status,
    count(*) OVER ()::int AS total
  ${PARTICIPANTS_SQL}
  ${PARTICIPANTS_ORDER_SQL} LIMIT ${oneInPlan('$5')} OFFSET ${oneInPlan('$6')}`;

const PARTICIPANT_COUNT_SQL = `SELECT count(*)::int AS total ${PARTICIPANTS_SQL}`;

export function participantRows(
  db: Database,
  params: unknown[],
  window?: { limit: number; offset: number },
): Promise<ParticipantRow[]> {
  return db.rows<ParticipantRow>(prepared(PARTICIPANT_ROWS_SQL, [...params, window?.limit ?? null, window?.offset ?? 0]));
}

export async function countParticipants(db: Database, params: unknown[]): Promise<number> {
  const rows = await db.rows<{ total: number }>(prepared(PARTICIPANT_COUNT_SQL, params));
  return rows[0].total;
}
