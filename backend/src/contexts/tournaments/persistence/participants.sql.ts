import type { Database } from '../../../platform/database/database';
import { prepared } from '../../../platform/database/prepared';
import { isoTime } from './tournament-columns.sql';

/** One of a tournament's sign-ups: an enrolment (a user) or a public form entry (an e-mail, lower case). */
export interface SignUpRow {
  userId: number | null;
  email: string | null;
  registrationDate: string;
  status: string;
  /** The place in sign-up order: the date, an enrolment before a form entry of the same instant, then the row's id. */
  position: number;
}

/**
 * A tournament's sign-ups, what who takes part is made of (takingPart, docs/product-rules.md, "Registration and
 * enrolment"): whose account a form entry's e-mail is, and everyone's names, are identity's to say, asked for through
 * its queries (docs/decisions/0001). One statement on the enrolments' (tournament_id, participant_id) and the form
 * entries' (tournament_id, lower(email)) indexes; `$1` is the tournament id. Also run by the scale benchmark's bare
 * handler, from this module.
 */
export const SIGN_UPS_SQL = `SELECT user_id AS "userId", email, ${isoTime('registration_date')} AS "registrationDate", status,
    row_number() OVER (ORDER BY registration_date, via, row_id)::int AS position
  FROM (
      SELECT p.participant_id AS user_id, NULL::text AS email, p.registration_date, p.status, 0 AS via, p.id AS row_id
        FROM tournament_participants p
       WHERE p.tournament_id = $1
    UNION ALL
      SELECT NULL, lower(r.email), r.registration_date, r.status, 1, r.id
        FROM tournament_registrations r
       WHERE r.tournament_id = $1
  ) sign_ups`;

export function signUpRows(db: Database, tournamentId: number): Promise<SignUpRow[]> {
  return db.rows<SignUpRow>(prepared(SIGN_UPS_SQL, [tournamentId]));
}
