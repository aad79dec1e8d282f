import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fixture rows cannot outlive their tournament: a save racing a deletion left orphans. The tournaments context
 * still announces deletions (TournamentDeleted); the foreign keys make the database hold the line too.
 */
export class FixturesBelongToTournaments1732500100000 implements MigrationInterface {
  name = 'FixturesBelongToTournaments1732500100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM fixture_matches m WHERE NOT EXISTS (SELECT 1 FROM tournaments t WHERE t.id = m.tournament_id)`);
    await q.query(`DELETE FROM fixture_sets s WHERE NOT EXISTS (SELECT 1 FROM tournaments t WHERE t.id = s.tournament_id)`);
    await q.query(`
      ALTER TABLE fixture_sets ADD CONSTRAINT fixture_sets_tournament_fk
      FOREIGN KEY (tournament_id) REFERENCES tournaments (id) ON DELETE CASCADE`);
    await q.query(`
      ALTER TABLE fixture_matches ADD CONSTRAINT fixture_matches_tournament_fk
      FOREIGN KEY (tournament_id) REFERENCES tournaments (id) ON DELETE CASCADE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE fixture_matches DROP CONSTRAINT fixture_matches_tournament_fk`);
    await q.query(`ALTER TABLE fixture_sets DROP CONSTRAINT fixture_sets_tournament_fk`);
  }
}
