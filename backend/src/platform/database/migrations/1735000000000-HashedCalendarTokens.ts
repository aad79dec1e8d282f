import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Calendar feeds keep a SHA-256 hash of their token instead of the token (docs/event-day.md, Calendars): a copy of
 * the table no longer opens anybody's calendar. Existing tokens are hashed in place, so the addresses people already
 * subscribed to keep working. Each feed (and the tournaments' public feed) also remembers a hash of what it last
 * served and since when, which answer `ETag` and `Last-Modified` for calendar apps that poll.
 */
export class HashedCalendarTokens1735000000000 implements MigrationInterface {
  name = 'HashedCalendarTokens1735000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE calendar_feeds ADD COLUMN token_hash char(64)`);
    await q.query(`UPDATE calendar_feeds SET token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')`);
    await q.query(`ALTER TABLE calendar_feeds ALTER COLUMN token_hash SET NOT NULL, DROP COLUMN token`);
    await q.query(`ALTER TABLE calendar_feeds ADD CONSTRAINT calendar_feeds_token_hash_key UNIQUE (token_hash)`);
    await q.query(`ALTER TABLE calendar_feeds ADD COLUMN content_hash char(64), ADD COLUMN content_changed_at timestamptz`);
    await q.query(`ALTER TABLE schedule_settings ADD COLUMN calendar_hash char(64), ADD COLUMN calendar_changed_at timestamptz`);
  }

  /** A hash cannot be turned back into its token: going back turns every private address off. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE schedule_settings DROP COLUMN calendar_hash, DROP COLUMN calendar_changed_at`);
    await q.query(`DELETE FROM calendar_feeds`);
    await q.query(`ALTER TABLE calendar_feeds DROP COLUMN content_hash, DROP COLUMN content_changed_at`);
    await q.query(`ALTER TABLE calendar_feeds DROP COLUMN token_hash, ADD COLUMN token varchar(64) NOT NULL UNIQUE`);
  }
}
