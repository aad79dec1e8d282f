import { MigrationInterface, QueryRunner } from 'typeorm';

/** Row triggers do not fire on TRUNCATE; a statement-level trigger closes that way around the append-only log. */
export class AuditLogRefusesTruncate1732500000000 implements MigrationInterface {
  name = 'AuditLogRefusesTruncate1732500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TRIGGER event_log_no_truncate BEFORE TRUNCATE ON event_log
      FOR EACH STATEMENT EXECUTE FUNCTION event_log_is_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER event_log_no_truncate ON event_log`);
  }
}
