import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail outbox after a crash: a claim names the worker that made it (whose lease says whether it still lives), each
 * mail keeps one Message-ID across attempts, and secrets (a link's raw token) live apart from the body until sent.
 */
export class OutboxClaimsAndMessageIds1733910000000 implements MigrationInterface {
  name = 'OutboxClaimsAndMessageIds1733910000000';

  async up(q: QueryRunner): Promise<void> {
    // One id per worker session: never reused, so a new worker cannot look like the dead one whose rows it inherits.
    await q.query(`CREATE SEQUENCE email_outbox_worker_seq AS integer CYCLE`);
    await q.query(`ALTER TABLE email_outbox ADD COLUMN claimed_by integer`);
    // The app writes its own (with the sender's domain); the default covers existing rows and other writers.
    await q.query(`ALTER TABLE email_outbox
      ADD COLUMN message_id varchar(255) NOT NULL DEFAULT ('<' || gen_random_uuid() || '@rallypoint.outbox>')`);
    await q.query(`ALTER TABLE email_outbox ADD COLUMN secrets jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Unsent mail gets its secrets back into the body, as the code before this migration expects to send it.
    await q.query(`
      DO $$
      DECLARE s record;
      BEGIN
        FOR s IN SELECT m.id, e.key, e.value FROM email_outbox m, jsonb_each_text(m.secrets) e WHERE m.secrets IS NOT NULL LOOP
          UPDATE email_outbox SET
            text = replace(text, '{{secret.' || s.key || '}}', s.value),
            html = replace(html, '{{secret.' || s.key || '}}', replace(replace(replace(replace(replace(
              s.value, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;'))
          WHERE id = s.id;
        END LOOP;
      END $$`);
    await q.query(`ALTER TABLE email_outbox DROP COLUMN secrets`);
    await q.query(`ALTER TABLE email_outbox DROP COLUMN message_id`);
    // The older code finds a dead worker's rows by claim age alone; claims of live workers are finished by them.
    await q.query(`ALTER TABLE email_outbox DROP COLUMN claimed_by`);
    await q.query(`DROP SEQUENCE email_outbox_worker_seq`);
  }
}
