import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail to many recipients leaves the request (docs/decisions/0003-mail-through-a-transactional-outbox.md): the request
 * writes one `mail_fanouts` row, and the worker expands it into outbox rows chunk by chunk, advancing `after_key` in
 * each chunk's transaction so that no recipient is enqueued twice or skipped after a crash. Published matches keep
 * their players as published (`schedule_entries.published_sides`), so a match that left the fixtures can still tell
 * them it left the order of play.
 */
export class MailFanouts1734800000000 implements MigrationInterface {
  name = 'MailFanouts1734800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_fanouts (
        id serial PRIMARY KEY,
        kind varchar(60) NOT NULL,
        payload jsonb NOT NULL,
        after_key varchar(400),
        mails int NOT NULL DEFAULT 0,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        queued_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX mail_fanouts_pending ON mail_fanouts (id) WHERE status = 'pending'`);
    await q.query(`ALTER TABLE schedule_entries ADD COLUMN published_sides jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE schedule_entries DROP COLUMN published_sides`);
    await q.query(`DROP TABLE mail_fanouts`);
  }
}
