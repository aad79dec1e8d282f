import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Announcements an organizer posts to a tournament's players: shown newest first on the public page, so the index
 * leads with the tournament and orders by (posted_at, id). The poster's name is kept as it was when posted; their id
 * points at identity's users and carries no foreign key across the boundary.
 */
export class TournamentAnnouncements1734500000000 implements MigrationInterface {
  name = 'TournamentAnnouncements1734500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tournament_announcements (
        id serial PRIMARY KEY,
        tournament_id int NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        title varchar(120) NOT NULL,
        message text NOT NULL,
        posted_by int NOT NULL,
        posted_by_name varchar(201) NOT NULL,
        posted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX tournament_announcements_newest_idx ON tournament_announcements (tournament_id, posted_at DESC, id DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tournament_announcements`);
  }
}
