import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The results awaiting an organizer's decision are counted per organizer, so a result keeps its tournament's
 * organizer (a tournament never changes hands); and a player's tournaments include those they registered for
 * through the public form with their account e-mail, looked up by e-mail.
 */
export class PendingResultsAndRegistrantEmails1733500000000 implements MigrationInterface {
  name = 'PendingResultsAndRegistrantEmails1733500000000';

  async up(q: QueryRunner): Promise<void> {
    // Null only for a result whose tournament was already gone (deleting a tournament deletes its results).
    await q.query(`ALTER TABLE match_results ADD COLUMN organizer_id int`);
    await q.query(`UPDATE match_results r SET organizer_id = t.organizer_id FROM tournaments t WHERE t.id = r.tournament_id`);
    // An organizer's pending results, per tournament; and every pending one (an admin's count).
    await q.query(
      `CREATE INDEX match_results_pending_organizer_idx ON match_results (organizer_id, tournament_id) WHERE status = 'pending'`,
    );
    await q.query(`CREATE INDEX match_results_pending_idx ON match_results (tournament_id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX tournament_registrations_email_idx ON tournament_registrations (lower(email))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX tournament_registrations_email_idx`);
    await q.query(`DROP INDEX match_results_pending_idx`);
    await q.query(`DROP INDEX match_results_pending_organizer_idx`);
    await q.query(`ALTER TABLE match_results DROP COLUMN organizer_id`);
  }
}
