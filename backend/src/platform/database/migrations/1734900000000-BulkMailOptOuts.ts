import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bulk mail (announcements, order-of-play news) can be turned off (decisions.md "Languages and e-mail manners"): the
 * outbox row says whether it is bulk, so the worker knows at send time, and opted-out addresses are kept by address
 * (lower case), so registrants without an account can opt out too (docs/architecture.md, E-mail). A bulk row the
 * worker skips for an opted-out address ends 'suppressed'.
 */
export class BulkMailOptOuts1734900000000 implements MigrationInterface {
  name = 'BulkMailOptOuts1734900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_outbox ADD COLUMN bulk boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE mail_opt_outs (
        address varchar(320) PRIMARY KEY,
        opted_out_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_opt_outs`);
    await q.query(`UPDATE email_outbox SET status = 'failed' WHERE status = 'suppressed'`);
    await q.query(`ALTER TABLE email_outbox DROP COLUMN bulk`);
  }
}
