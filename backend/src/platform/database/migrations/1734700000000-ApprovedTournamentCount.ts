import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many tournaments are approved, kept in a one-row table for the tournaments list's total (every player's first
 * page): counting them read every approved tournament's index entry, 1.8 ms of the page's 4 ms in PostgreSQL at
 * 10,000 tournaments (tools/bench/scale.mjs), and more with every tournament. Only a change into or out of
 * 'approved' moves the count. The trigger is deferred to COMMIT, as the form's place-taking trigger
 * (1734600000000-TournamentFormEntries): a transaction takes the one row last, holding no other lock it could wait
 * for, so approvals and deletions racing each other queue for the commit only and cannot deadlock.
 */
export class ApprovedTournamentCount1734700000000 implements MigrationInterface {
  name = 'ApprovedTournamentCount1734700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tournament_counts (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        approved int NOT NULL CHECK (approved >= 0)
      )`);
    await q.query(`INSERT INTO tournament_counts (approved) SELECT count(*) FROM tournaments WHERE status = 'approved'`);
    await q.query(`
      CREATE FUNCTION count_approved_tournaments() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        change int := CASE WHEN TG_OP <> 'DELETE' AND NEW.status = 'approved' THEN 1 ELSE 0 END
                    - CASE WHEN TG_OP <> 'INSERT' AND OLD.status = 'approved' THEN 1 ELSE 0 END;
      BEGIN
        IF change <> 0 THEN
          UPDATE tournament_counts SET approved = approved + change;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER tournaments_count_approved AFTER INSERT OR DELETE OR UPDATE OF status ON tournaments
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_approved_tournaments()`);
    // Row triggers do not fire on TRUNCATE.
    await q.query(`
      CREATE FUNCTION reset_tournament_counts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE tournament_counts SET approved = 0;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER tournaments_truncate_counts AFTER TRUNCATE ON tournaments
        FOR EACH STATEMENT EXECUTE FUNCTION reset_tournament_counts()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER tournaments_truncate_counts ON tournaments`);
    await q.query(`DROP FUNCTION reset_tournament_counts()`);
    await q.query(`DROP TRIGGER tournaments_count_approved ON tournaments`);
    await q.query(`DROP FUNCTION count_approved_tournaments()`);
    await q.query(`DROP TABLE tournament_counts`);
  }
}
