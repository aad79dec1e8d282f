/**
 * Who takes part in a tournament (decisions.md, "Results, standings and matches"): the one definition every
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
export const TAKING_PART_SQL = `
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
