import { MigrationInterface, QueryRunner } from 'typeorm';

export class Fixtures1732410000000 implements MigrationInterface {
  name = 'Fixtures1732410000000';

  async up(q: QueryRunner): Promise<void> {
    // No foreign key to tournaments: contexts own their tables; deletion arrives as an event.
    await q.query(`
      CREATE TABLE fixture_sets (
        tournament_id int PRIMARY KEY,
        fixture_type varchar(10),
        match_type varchar(12),
        seed bigint,
        divisions jsonb NOT NULL DEFAULT '[]',
        teams jsonb NOT NULL DEFAULT '[]',
        saved_by int NOT NULL,
        saved_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE fixture_matches (
        id serial PRIMARY KEY,
        tournament_id int NOT NULL,
        match_key varchar(80) NOT NULL,
        position int NOT NULL,
        match_type varchar(12) NOT NULL,
        fixture_type varchar(10) NOT NULL,
        division varchar(120) NOT NULL,
        round int NOT NULL,
        player1 jsonb NOT NULL,
        player2 jsonb NOT NULL,
        player3 jsonb,
        player4 jsonb,
        scheduled_time varchar(40),
        court varchar(60),
        winner varchar(200)
      )`);
    await q.query(`CREATE INDEX fixture_matches_tournament_idx ON fixture_matches (tournament_id, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE fixture_matches`);
    await q.query(`DROP TABLE fixture_sets`);
  }
}
