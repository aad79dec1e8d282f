import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Waitlists for full tournaments and bootcamps: one row per player waiting, in line by (joined_at, id). Every write
 * to a line happens under its tournament's or bootcamp's row lock, so `clock_timestamp()` (the moment of the insert,
 * not of the transaction's start as `now()` would be) makes joined_at follow the order the lock let people in. The
 * user id points at identity's users, so it carries no foreign key across the boundary (like the registrations).
 */
export class Waitlists1734200000000 implements MigrationInterface {
  name = 'Waitlists1734200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tournament_waitlist (
        id serial PRIMARY KEY,
        tournament_id int NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        user_id int NOT NULL,
        joined_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT tournament_waitlist_tournament_user_key UNIQUE (tournament_id, user_id)
      )`);
    // The line in order (the head to promote, a player's position); a user's own entries (deletion).
    await q.query(`CREATE INDEX tournament_waitlist_line_idx ON tournament_waitlist (tournament_id, joined_at, id)`);
    await q.query(`CREATE INDEX tournament_waitlist_user_idx ON tournament_waitlist (user_id)`);

    await q.query(`
      CREATE TABLE bootcamp_waitlist (
        id serial PRIMARY KEY,
        bootcamp_id int NOT NULL REFERENCES bootcamps (id) ON DELETE CASCADE,
        user_id int NOT NULL,
        joined_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT bootcamp_waitlist_bootcamp_user_key UNIQUE (bootcamp_id, user_id)
      )`);
    await q.query(`CREATE INDEX bootcamp_waitlist_line_idx ON bootcamp_waitlist (bootcamp_id, joined_at, id)`);
    await q.query(`CREATE INDEX bootcamp_waitlist_user_idx ON bootcamp_waitlist (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE bootcamp_waitlist`);
    await q.query(`DROP TABLE tournament_waitlist`);
  }
}
