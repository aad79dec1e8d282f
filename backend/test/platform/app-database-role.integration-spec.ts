import { Client } from 'pg';
import { AppRoleDatabase, createAppRoleDatabase } from '../support/app-role-database';

/**
 * Production (docker-compose.yml) runs deploy/postgres/10-app-role.sh when PostgreSQL first starts: the app gets
 * its own login role that may create tables and owns them, but is no superuser and owns neither its database nor
 * the public schema. Here the same script runs against the test server and the migrations run as that role.
 * What the role can do to the audit log: audit-log-seal.integration-spec.ts.
 */
describe('the production database role', () => {
  let db: AppRoleDatabase;
  let app: Client;

  beforeAll(async () => {
    db = await createAppRoleDatabase();
    app = new Client({ connectionString: db.appUrl });
    await app.connect();
  });

  afterAll(async () => {
    await app?.end();
    await db?.drop();
  });

  it('is no superuser and owns every table the migrations made but the sealed audit log', async () => {
    const { rows } = await app.query(
      `SELECT rolsuper, rolcreaterole, rolcreatedb, rolbypassrls FROM pg_roles WHERE rolname = current_user`,
    );
    expect(rows).toEqual([{ rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolbypassrls: false }]);
    const owners = await app.query(
      `SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'event_log'`,
    );
    expect(owners.rows).toEqual([{ tableowner: db.role }]);
  });

  it('owns neither its database nor the public schema, whose owner could drop them with the audit log', async () => {
    const { rows } = await app.query(`
      SELECT pg_get_userbyid(d.datdba) = current_user AS owns_database, pg_get_userbyid(n.nspowner) = current_user AS owns_schema
      FROM pg_database d, pg_namespace n WHERE d.datname = current_database() AND n.nspname = 'public'`);
    expect(rows).toEqual([{ owns_database: false, owns_schema: false }]);
  });

  it('reads and appends to the audit log and may do nothing else with it', async () => {
    const appended = await app.query(
      `INSERT INTO event_log (type, aggregate_type, aggregate_id, payload) VALUES ('Probe', 'test', '1', '{}') RETURNING id`,
    );
    expect(appended.rows).toHaveLength(1);
    const { rows } = await app.query(`
      SELECT p AS privilege, has_table_privilege('event_log', p) AS granted
      FROM unnest(ARRAY['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) p`);
    expect(Object.fromEntries(rows.map((r) => [r.privilege, r.granted]))).toEqual({
      SELECT: true,
      INSERT: true,
      UPDATE: false,
      DELETE: false,
      TRUNCATE: false,
      REFERENCES: false,
      TRIGGER: false,
    });
  });

  it('still changes its other tables as migrations do', async () => {
    await app.query(`ALTER TABLE users ADD COLUMN probe text`);
    await app.query(`ALTER TABLE users DROP COLUMN probe`);
    await app.query(`CREATE TABLE scratch (id int, note text)`);
    await app.query(`CREATE VIEW scratch_events AS SELECT type FROM event_log`);
    await app.query(`DROP VIEW scratch_events`);
    await app.query(`DROP TABLE scratch`);
  });
});
