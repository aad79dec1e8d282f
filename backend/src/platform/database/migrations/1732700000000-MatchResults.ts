import { MigrationInterface, QueryRunner } from 'typeorm';

export class MatchResults1732700000000 implements MigrationInterface {
  name = 'MatchResults1732700000000';

  async up(q: QueryRunner): Promise<void> {
    // Owned by the fixtures context; like fixture_matches, no foreign key to tournaments (deletion arrives as an event).
    await q.query(`
      CREATE TABLE match_results (
        id serial PRIMARY KEY,
        tournament_id int NOT NULL,
        player_id int NOT NULL,
        opponent_id int NOT NULL,
        opponent_name varchar(200) NOT NULL,
        match_type varchar(12) NOT NULL CHECK (match_type IN ('league', 'semi-final', 'final')),
        sets jsonb NOT NULL,
        winner varchar(10) NOT NULL CHECK (winner IN ('player', 'opponent')),
        notes varchar(1000),
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        submitted_at timestamptz NOT NULL DEFAULT now(),
        approved_at timestamptz,
        approved_by int,
        fixture_match_key varchar(80)
      )`);
    // "My results", newest first; the organizer's queue per tournament, pending first.
    await q.query(`CREATE INDEX match_results_player_idx ON match_results (player_id, submitted_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX match_results_tournament_idx ON match_results (tournament_id, status, submitted_at DESC, id DESC)`,
    );
    // The score stored with the winner when a result completes a fixture match (side 1 first).
    await q.query(`ALTER TABLE fixture_matches ADD COLUMN sets jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE fixture_matches DROP COLUMN sets`);
    await q.query(`DROP TABLE match_results`);
  }
}
