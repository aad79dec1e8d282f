import { TOURNAMENT_COLUMNS_SQL } from './tournament-rows';
import { hasWaitlistSql, waitlistPositionSql } from './waitlist-standing';
/** The registration form's side of a tournament view. */
export interface FormStanding {
  formEntries: number;
  isRegistered: boolean;
  /** The viewer ($3, null when signed out) holds one of its places. */
  isEnrolled: boolean;
}

/**
 * One tournament with where a newcomer stands: its waitlist, the viewer's place in it or enrolment, how many entries its
 * registration form holds and whether the viewer's address ($4, '' when signed out) is one of them. All in the one
 * statement, by the (tournament_id, lower(email)) index: the detail page is read far more than it changes.
 */
export const TOURNAMENT_WITH_STANDING_SQL = `SELECT ${TOURNAMENT_COLUMNS_SQL}, ${hasWaitlistSql('t.id')} AS "hasWaitlist",
  ${waitlistPositionSql('t.id', '$3::int')} AS "waitlistPosition",
  t.form_entries AS "formEntries",
  EXISTS (SELECT 1 FROM tournament_registrations r WHERE r.tournament_id = t.id AND lower(r.email) = lower($4::text)) AS "isRegistered",
  EXISTS (SELECT 1 FROM tournament_participants p WHERE p.tournament_id = t.id AND p.participant_id = $3::int) AS "isEnrolled"
  FROM tournaments t WHERE t.id = $2`;
