import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The app's role owned event_log, and an owner can rename, disable or drop the triggers that keep it append-only,
 * whatever event triggers look for. Where deploy/postgres/10-app-role.sh installed the audit guard, audit_guard.seal()
 * hands the table to the superuser, replaces its triggers by two calling the guard's own function and leaves the app
 * SELECT and INSERT only; event triggers refuse DDL on the sealed table, which they know by its OID.
 *
 * Without the guard: a superuser bypasses triggers anyway (tests, the embedded dev database), so there is nothing to
 * seal against it (should the database later go to a non-superuser, the deploy script's guard part seals it); for
 * any other role the database is missing its guard, and the migration stops.
 */
export class SealAuditLog1733900000000 implements MigrationInterface {
  name = 'SealAuditLog1733900000000';

  async up(q: QueryRunner): Promise<void> {
    const [{ guarded, superuser }] = await q.query(`
      SELECT to_regprocedure('audit_guard.seal(regclass)') IS NOT NULL AS guarded,
             (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser`);
    if (!guarded) {
      if (superuser) return;
      throw new Error(
        'event_log cannot be sealed: this database lacks audit_guard.seal(); run the second part of deploy/postgres/10-app-role.sh as a superuser (README, Database roles)',
      );
    }
    await q.query(`SELECT audit_guard.seal('event_log')`);
    // The triggers now call audit_guard.refuse_change(); this copy is the app's to replace, so it must not linger.
    await q.query(`DROP FUNCTION IF EXISTS event_log_is_append_only()`);
  }

  /** Only a superuser may unseal; the app's role has no right to audit_guard.unseal() nor to the table. */
  async down(q: QueryRunner): Promise<void> {
    const [{ guarded }] = await q.query(`SELECT to_regclass('audit_guard.sealed') IS NOT NULL AS guarded`);
    if (!guarded) return;
    const [{ sealed }] = await q.query(
      `SELECT EXISTS (SELECT 1 FROM audit_guard.sealed WHERE relid = 'event_log'::regclass) AS sealed`,
    );
    if (!sealed) return;
    await q.query(`SELECT audit_guard.unseal('event_log')`);
    await q.query(`
      CREATE OR REPLACE FUNCTION event_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'event_log is append-only'; END $$`);
    await q.query(`
      CREATE TRIGGER event_log_append_only BEFORE UPDATE OR DELETE ON event_log
      FOR EACH ROW EXECUTE FUNCTION event_log_is_append_only()`);
    await q.query(`
      CREATE TRIGGER event_log_no_truncate BEFORE TRUNCATE ON event_log
      FOR EACH STATEMENT EXECUTE FUNCTION event_log_is_append_only()`);
    // As before the seal, the function belongs to the table's owner.
    await q.query(`
      DO $$ BEGIN
        EXECUTE format('ALTER FUNCTION event_log_is_append_only() OWNER TO %s',
                       (SELECT relowner::regrole FROM pg_class WHERE oid = 'event_log'::regclass));
      END $$`);
  }
}
