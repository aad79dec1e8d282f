import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/platform/database/typeorm-options';
import { ADMIN_DATABASE_URL, databaseUrl, dropDatabase } from '../support/test-database';

const INIT_SCRIPT = resolve(__dirname, '../../../deploy/postgres/10-app-role.sh');

/**
 * Production (docker-compose.yml) runs deploy/postgres/10-app-role.sh when PostgreSQL first starts: the app gets
 * its own login role that owns its database and tables but is no superuser, and event triggers keep even the
 * owner from switching the audit log's protection off. Here the same script runs against the test server, the
 * migrations run as that role, and the role tries every way around the audit log.
 */
describe('the production database role', () => {
  const suffix = randomBytes(3).toString('hex');
  const role = `rp_app_${suffix}`;
  const name = `rp_role_${suffix}`;
  let app: Client;

  beforeAll(async () => {
    const admin = new URL(ADMIN_DATABASE_URL);
    await promisify(execFile)('sh', [INIT_SCRIPT], {
      env: {
        ...process.env,
        PGHOST: admin.hostname,
        PGPORT: admin.port || '5432',
        POSTGRES_USER: decodeURIComponent(admin.username),
        PGPASSWORD: decodeURIComponent(admin.password),
        APP_DB_USER: role,
        APP_DB_PASSWORD: `pw-${suffix}`,
        APP_DB_NAME: name,
      },
    });
    const url = new URL(databaseUrl(name));
    url.username = role;
    url.password = `pw-${suffix}`;
    const migrations = new DataSource(typeormOptions(url.toString()));
    await migrations.initialize();
    await migrations.runMigrations();
    await migrations.destroy();
    app = new Client({ connectionString: url.toString() });
    await app.connect();
    await app.query(`INSERT INTO event_log (type, aggregate_type, aggregate_id, payload) VALUES ('Probe', 'test', '1', '{}')`);
  });

  afterAll(async () => {
    await app?.end();
    await dropDatabase(name);
    const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  it('is no superuser and owns every table the migrations made', async () => {
    const { rows } = await app.query(`SELECT rolsuper, rolcreaterole, rolcreatedb, rolbypassrls FROM pg_roles WHERE rolname = current_user`);
    expect(rows).toEqual([{ rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolbypassrls: false }]);
    const owners = await app.query(`SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'`);
    expect(owners.rows).toEqual([{ tableowner: role }]);
  });

  it('cannot rewrite, delete, truncate or switch off the audit log’s triggers', async () => {
    await expect(app.query(`UPDATE event_log SET type = 'Forged'`)).rejects.toThrow(/append-only/);
    await expect(app.query(`DELETE FROM event_log`)).rejects.toThrow(/append-only/);
    await expect(app.query(`TRUNCATE event_log`)).rejects.toThrow(/append-only/);
    await expect(app.query(`SET session_replication_role = replica`)).rejects.toThrow(/permission denied/);
    const { rows } = await app.query(`SELECT count(*)::int AS count FROM event_log`);
    expect(rows[0].count).toBe(1);
  });

  it.each([
    ['disable one trigger', `ALTER TABLE event_log DISABLE TRIGGER event_log_append_only`],
    ['disable them all', `ALTER TABLE event_log DISABLE TRIGGER ALL`],
    ['rename the table away', `ALTER TABLE event_log RENAME TO old_log`],
    ['drop a trigger', `DROP TRIGGER event_log_no_truncate ON event_log`],
    ['drop the table', `DROP TABLE event_log`],
    ['drop the trigger function with its triggers', `DROP FUNCTION event_log_is_append_only() CASCADE`],
    ['replace the trigger function', `CREATE OR REPLACE FUNCTION event_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`],
    ['hide inserts behind a rule', `CREATE RULE swallow AS ON INSERT TO event_log DO INSTEAD NOTHING`],
  ])('cannot %s, although it owns the table', async (_what, sql) => {
    await expect(app.query(sql)).rejects.toThrow(/append-only/);
    await expect(app.query(`DELETE FROM event_log`)).rejects.toThrow(/append-only/);
  });

  it('still changes its other tables as migrations do', async () => {
    await app.query(`ALTER TABLE users ADD COLUMN probe int`);
    await app.query(`ALTER TABLE users DROP COLUMN probe`);
    await app.query(`CREATE TABLE scratch (id int)`);
    await app.query(`DROP TABLE scratch`);
  });
});
