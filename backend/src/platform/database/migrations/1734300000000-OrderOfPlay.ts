import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Event day (docs/event-day.md): a tournament's schedule settings, each match's place in the draft and in the
 * published order of play (with the calendar SEQUENCE that rises when a published match moves), every user's
 * secret calendar feed, and the in-app updates that tell players what changed.
 */
export class OrderOfPlay1734300000000 implements MigrationInterface {
  name = 'OrderOfPlay1734300000000';

  async up(q: QueryRunner): Promise<void> {
    // No foreign key to tournaments: contexts own their tables; deletion arrives as an event.
    await q.query(`
      CREATE TABLE schedule_settings (
        tournament_id int PRIMARY KEY,
        time_zone varchar(64) NOT NULL,
        courts jsonb NOT NULL,
        days jsonb NOT NULL,
        minutes jsonb NOT NULL,
        rest_minutes int NOT NULL CHECK (rest_minutes >= 0),
        saved_by int NOT NULL,
        saved_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        published_by int
      )`);
    await q.query(`
      CREATE TABLE schedule_entries (
        tournament_id int NOT NULL,
        match_key varchar(80) NOT NULL,
        draft_court varchar(60),
        draft_start timestamptz,
        draft_end timestamptz,
        draft_reason varchar(200),
        locked boolean NOT NULL DEFAULT false,
        published_court varchar(60),
        published_start timestamptz,
        published_end timestamptz,
        sequence int NOT NULL DEFAULT 0,
        PRIMARY KEY (tournament_id, match_key),
        CHECK ((draft_start IS NULL) = (draft_court IS NULL) AND (draft_start IS NULL) = (draft_end IS NULL)),
        CHECK ((published_start IS NULL) = (published_court IS NULL) AND (published_start IS NULL) = (published_end IS NULL))
      )`);
    // "My matches" and the private calendar find a player's published matches by time.
    await q.query(
      `CREATE INDEX schedule_entries_published_start_idx ON schedule_entries (published_start) WHERE published_start IS NOT NULL`,
    );

    await q.query(`
      CREATE TABLE calendar_feeds (
        user_id int PRIMARY KEY,
        token varchar(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE user_updates (
        id serial PRIMARY KEY,
        user_id int NOT NULL,
        kind varchar(40) NOT NULL,
        title varchar(200) NOT NULL,
        body text NOT NULL,
        link varchar(300),
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )`);
    await q.query(`CREATE INDEX user_updates_user_created_idx ON user_updates (user_id, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_updates`);
    await q.query(`DROP TABLE calendar_feeds`);
    await q.query(`DROP TABLE schedule_entries`);
    await q.query(`DROP TABLE schedule_settings`);
  }
}
