import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { SealAuditLog1733900000000 } from '../../src/platform/database/migrations/1733900000000-SealAuditLog';
import { typeormOptions } from '../../src/platform/database/typeorm-options';
import { AppRoleDatabase, createAppRoleDatabase } from '../support/app-role-database';

interface Attack {
  what: string;
  /** `{db}` stands for the app's database, `{superuser}` for the operator's role. */
  sql: string;
  /** Issued from another database (a database cannot be dropped or renamed from inside). */
  from?: 'postgres';
  /** The owner of the table may do this without losing or changing a row; only privileges refuse it to the app. */
  byPrivilegesOnly?: true;
}

/** Everything the app's role, holding its own credentials, might try in order to lose or change rows of the log. */
const ATTACKS: Attack[] = [
  // The rows themselves.
  { what: 'update a row', sql: `UPDATE event_log SET type = 'Forged'` },
  { what: 'delete the rows', sql: `DELETE FROM event_log` },
  { what: 'truncate the log', sql: `TRUNCATE event_log` },
  {
    what: 'overwrite a row through INSERT … ON CONFLICT',
    sql: `INSERT INTO event_log (id, type, aggregate_type, aggregate_id) SELECT min(id), 'x', 'x', 'x' FROM event_log
          ON CONFLICT (id) DO UPDATE SET type = 'Forged'`,
  },
  { what: 'delete through MERGE', sql: `MERGE INTO event_log e USING event_log s ON e.id = s.id WHEN MATCHED THEN DELETE` },
  { what: 'grant itself DELETE, then delete', sql: `GRANT DELETE, TRUNCATE ON event_log TO CURRENT_USER; DELETE FROM event_log` },
  { what: 'skip triggers with session_replication_role', sql: `SET session_replication_role = replica` },

  // The triggers.
  {
    what: 'rename the append-only trigger, drop it, delete',
    sql: `ALTER TRIGGER event_log_append_only ON event_log RENAME TO t1; DROP TRIGGER t1 ON event_log; DELETE FROM event_log`,
  },
  {
    what: 'rename the truncate trigger, drop it, truncate',
    sql: `ALTER TRIGGER event_log_no_truncate ON event_log RENAME TO t1; DROP TRIGGER t1 ON event_log; TRUNCATE event_log`,
  },
  { what: 'disable one trigger', sql: `ALTER TABLE event_log DISABLE TRIGGER event_log_append_only` },
  { what: 'disable all triggers', sql: `ALTER TABLE event_log DISABLE TRIGGER ALL` },
  { what: 'disable the user triggers', sql: `ALTER TABLE event_log DISABLE TRIGGER USER` },
  { what: 'make a trigger fire on replicas only', sql: `ALTER TABLE event_log ENABLE REPLICA TRIGGER event_log_append_only` },
  { what: 'drop a trigger', sql: `DROP TRIGGER event_log_no_truncate ON event_log` },
  {
    what: 'swallow new rows with a trigger of its own',
    sql: `CREATE FUNCTION swallow() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
          CREATE TRIGGER a_swallow BEFORE INSERT ON event_log FOR EACH ROW EXECUTE FUNCTION swallow()`,
  },

  // The trigger function and the guard.
  {
    what: 'replace the trigger function',
    sql: `CREATE OR REPLACE FUNCTION audit_guard.refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$`,
  },
  { what: 'rename the trigger function', sql: `ALTER FUNCTION audit_guard.refuse_change() RENAME TO harmless` },
  { what: 'take the trigger function over', sql: `ALTER FUNCTION audit_guard.refuse_change() OWNER TO CURRENT_USER` },
  { what: 'drop the trigger function with its triggers', sql: `DROP FUNCTION audit_guard.refuse_change() CASCADE` },
  {
    what: 'replace the guard’s check',
    sql: `CREATE OR REPLACE FUNCTION audit_guard.intact(relation oid) RETURNS boolean LANGUAGE sql AS $$ SELECT true $$`,
  },
  { what: 'drop the guard’s schema', sql: `DROP SCHEMA audit_guard CASCADE` },
  { what: 'rename the guard’s schema', sql: `ALTER SCHEMA audit_guard RENAME TO harmless` },
  { what: 'forget the seal', sql: `DELETE FROM audit_guard.sealed` },
  { what: 'unseal the log (the migration’s down)', sql: `SELECT audit_guard.unseal('event_log')` },

  // The event triggers.
  { what: 'disable the DDL guard', sql: `ALTER EVENT TRIGGER audit_log_guard_ddl DISABLE` },
  { what: 'make the drop guard fire on replicas only', sql: `ALTER EVENT TRIGGER audit_log_guard_drop ENABLE REPLICA` },
  { what: 'rename the DDL guard', sql: `ALTER EVENT TRIGGER audit_log_guard_ddl RENAME TO harmless` },
  { what: 'take the DDL guard over', sql: `ALTER EVENT TRIGGER audit_log_guard_ddl OWNER TO CURRENT_USER` },
  { what: 'drop the drop guard', sql: `DROP EVENT TRIGGER audit_log_guard_drop` },

  // Rules and row security.
  { what: 'swallow new rows with a rule', sql: `CREATE RULE swallow AS ON INSERT TO event_log DO INSTEAD NOTHING` },
  { what: 'hide the rows behind a policy', sql: `CREATE POLICY hide ON event_log USING (false)` },
  { what: 'switch on row security', sql: `ALTER TABLE event_log ENABLE ROW LEVEL SECURITY` },

  // The table.
  { what: 'rename the table away', sql: `ALTER TABLE event_log RENAME TO old_log` },
  {
    what: 'put an empty view in its place',
    sql: `ALTER TABLE event_log RENAME TO old_log; CREATE VIEW event_log AS SELECT * FROM old_log WHERE false`,
  },
  { what: 'move the table to another schema', sql: `ALTER TABLE event_log SET SCHEMA audit_guard` },
  { what: 'rename a column', sql: `ALTER TABLE event_log RENAME COLUMN type TO kind` },
  { what: 'make the table unlogged (emptied by a crash)', sql: `ALTER TABLE event_log SET UNLOGGED` },
  { what: 'drop a column', sql: `ALTER TABLE event_log DROP COLUMN payload` },
  {
    what: 'rewrite a column with ALTER COLUMN TYPE … USING',
    sql: `ALTER TABLE event_log ALTER COLUMN payload TYPE jsonb USING '{}'`,
  },
  { what: 'forge new rows with a default', sql: `ALTER TABLE event_log ALTER COLUMN occurred_at SET DEFAULT '2000-01-01'` },
  { what: 'refuse new rows with a CHECK', sql: `ALTER TABLE event_log ADD CONSTRAINT never CHECK (false) NOT VALID` },
  { what: 'drop the primary key', sql: `ALTER TABLE event_log DROP CONSTRAINT event_log_pkey` },
  { what: 'index the table on an expression', sql: `CREATE INDEX odd ON event_log ((id % 2))` },
  { what: 'take the table over', sql: `ALTER TABLE event_log OWNER TO CURRENT_USER` },
  { what: 'let the table inherit', sql: `CREATE TABLE other (LIKE event_log); ALTER TABLE event_log INHERIT other` },
  { what: 'detach the table from a parent', sql: `ALTER TABLE event_log NO INHERIT users`, byPrivilegesOnly: true },
  { what: 'create a child table', sql: `CREATE TABLE event_log_child () INHERITS (event_log)` },
  { what: 'make a table of its own a child', sql: `CREATE TABLE child (LIKE event_log); ALTER TABLE child INHERIT event_log` },
  {
    what: 'attach the table as a partition',
    sql: `CREATE TABLE parted (LIKE event_log) PARTITION BY RANGE (id);
          ALTER TABLE parted ATTACH PARTITION event_log FOR VALUES FROM (0) TO (1000000000)`,
  },
  { what: 'point a cascading foreign key at it', sql: `CREATE TABLE refs (id bigint REFERENCES event_log ON DELETE CASCADE)` },
  { what: 'rewind its id sequence', sql: `SELECT setval('event_log_id_seq', 1)`, byPrivilegesOnly: true },
  { what: 'restart its id sequence', sql: `ALTER SEQUENCE event_log_id_seq RESTART` },
  { what: 'drop its id sequence and the id default with it', sql: `DROP SEQUENCE event_log_id_seq CASCADE` },
  { what: 'drop one of its indexes', sql: `DROP INDEX event_log_type_idx`, byPrivilegesOnly: true },
  { what: 'drop the table', sql: `DROP TABLE event_log` },
  { what: 'drop the table and what depends on it', sql: `DROP TABLE event_log CASCADE` },

  // The schema, the database, the role.
  { what: 'drop the public schema', sql: `DROP SCHEMA public CASCADE` },
  { what: 'rename the public schema', sql: `ALTER SCHEMA public RENAME TO old_public` },
  { what: 'take the public schema over', sql: `ALTER SCHEMA public OWNER TO CURRENT_USER` },
  {
    what: 'shadow the log from a schema of its own',
    sql: `CREATE SCHEMA shadow; CREATE VIEW shadow.event_log AS SELECT * FROM public.event_log WHERE false`,
  },
  { what: 'drop the database', sql: `DROP DATABASE {db} WITH (FORCE)`, from: 'postgres' },
  { what: 'rename the database', sql: `ALTER DATABASE {db} RENAME TO old_db`, from: 'postgres' },
  { what: 'take the database over', sql: `ALTER DATABASE {db} OWNER TO CURRENT_USER` },
  { what: 'skip triggers in every session of the database', sql: `ALTER DATABASE {db} SET session_replication_role = replica` },
  { what: 'skip triggers in every session of its role', sql: `ALTER ROLE CURRENT_USER SET session_replication_role = replica` },
  { what: 'become a superuser', sql: `ALTER ROLE CURRENT_USER SUPERUSER` },
  { what: 'act as the superuser', sql: `SET ROLE {superuser}` },
];

/** How PostgreSQL or the guard says no; anything else (a syntax error, say) would prove nothing. */
const REFUSED = /append-only|must be owner|permission denied|must be superuser/;

describe('the sealed audit log, attacked by the app’s own role', () => {
  let db: AppRoleDatabase;
  let app: Client;
  let admin: Client;
  let superuser: string;
  let logOid: number;
  let rows: unknown[];

  const snapshot = async () => (await admin.query(`SELECT * FROM event_log ORDER BY id`)).rows;

  async function attempt(attack: Attack): Promise<unknown> {
    const sql = attack.sql.replace('{db}', db.name).replace('{superuser}', superuser);
    if (!attack.from) return app.query(sql);
    const url = new URL(db.appUrl);
    url.pathname = `/${attack.from}`;
    const elsewhere = new Client({ connectionString: url.toString() });
    await elsewhere.connect();
    try {
      return await elsewhere.query(sql);
    } finally {
      await elsewhere.end();
    }
  }

  /** Same table (by OID), same rows, still protected, and DELETE and TRUNCATE still refused. */
  async function expectLogIntact(): Promise<void> {
    const { rows: found } = await admin.query(
      `SELECT to_regclass('public.event_log')::oid AS oid, audit_guard.intact($1) AS intact, EXISTS (SELECT 1 FROM audit_guard.sealed WHERE relid = $1) AS sealed`,
      [logOid],
    );
    expect(found).toEqual([{ oid: logOid, intact: true, sealed: true }]);
    expect(await snapshot()).toEqual(rows);
    await expect(app.query(`DELETE FROM event_log`)).rejects.toThrow(REFUSED);
    await expect(app.query(`TRUNCATE event_log`)).rejects.toThrow(REFUSED);
  }

  async function attackAndCheck(attack: Attack): Promise<void> {
    await expect(attempt(attack)).rejects.toThrow(REFUSED);
    // A refused statement rolls its implicit transaction back; this makes sure no transaction stays open, aborted.
    await app.query('ROLLBACK');
    await expectLogIntact();
  }

  beforeAll(async () => {
    db = await createAppRoleDatabase();
    superuser = decodeURIComponent(new URL(db.adminUrl).username);
    app = new Client({ connectionString: db.appUrl });
    await app.connect();
    app.on('notice', () => undefined);
    admin = new Client({ connectionString: db.adminUrl });
    await admin.connect();
    await app.query(`
      INSERT INTO event_log (type, aggregate_type, aggregate_id, actor_id, payload) VALUES
        ('UserSignedUp', 'user', '7', NULL, '{"username": "ada"}'),
        ('TournamentCreated', 'tournament', '3', 7, '{"name": "Spring Open"}'),
        ('ResultRecorded', 'match', '11', 7, '{"score": [21, 19]}')`);
    rows = await snapshot();
    expect(rows).toHaveLength(3);
    logOid = (await admin.query(`SELECT 'public.event_log'::regclass::oid AS oid`)).rows[0].oid;
  });

  afterAll(async () => {
    await app?.end();
    await admin?.end();
    await db?.drop();
  });

  it('belongs to the superuser, with triggers calling the guard’s function', async () => {
    const { rows: table } = await admin.query(
      `SELECT pg_get_userbyid(relowner) = current_user AS superuser_owns FROM pg_class WHERE oid = $1`,
      [logOid],
    );
    expect(table).toEqual([{ superuser_owns: true }]);
    const { rows: triggers } = await admin.query(
      `SELECT tgname, tgfoid::regprocedure::text AS function FROM pg_trigger WHERE tgrelid = $1 AND NOT tgisinternal ORDER BY tgname`,
      [logOid],
    );
    expect(triggers).toEqual([
      { tgname: 'event_log_append_only', function: 'audit_guard.refuse_change()' },
      { tgname: 'event_log_no_truncate', function: 'audit_guard.refuse_change()' },
    ]);
    await expectLogIntact();
  });

  it.each(ATTACKS)('refuses to $what', attackAndCheck);

  describe('and even if a superuser handed the table and the public schema back to the app by mistake', () => {
    // Privileges no longer stop the owner; the event triggers, which know the table by OID, still do.
    beforeAll(async () => {
      await admin.query(`ALTER TABLE event_log OWNER TO ${db.role}`);
      await admin.query(`ALTER SCHEMA public OWNER TO ${db.role}`);
      const { rows: owner } = await app.query(
        `SELECT pg_get_userbyid(relowner) = current_user AS owns FROM pg_class WHERE oid = $1`,
        [logOid],
      );
      expect(owner).toEqual([{ owns: true }]);
    });
    afterAll(async () => {
      // As the deploy script leaves them (an owner change rewrites the grants the old owner held or gave).
      await admin.query(`ALTER SCHEMA public OWNER TO pg_database_owner`);
      await admin.query(`GRANT USAGE, CREATE ON SCHEMA public TO ${db.role}`);
      await admin.query(`ALTER TABLE event_log OWNER TO CURRENT_USER`);
      await admin.query(`GRANT SELECT, INSERT ON event_log TO ${db.role}`);
      await admin.query(`GRANT USAGE ON SEQUENCE event_log_id_seq TO ${db.role}`);
    });

    it.each(ATTACKS.filter((attack) => !attack.byPrivilegesOnly))('refuses to $what', attackAndCheck);
  });

  it('still lets the app append', async () => {
    const { rows: appended } = await app.query(
      `INSERT INTO event_log (type, aggregate_type, aggregate_id, payload) VALUES ('Probe', 'test', '1', '{}') RETURNING id`,
    );
    expect(appended).toHaveLength(1);
    rows = await snapshot();
    expect(rows).toHaveLength(4);
  });

  it('cannot be turned on tables the app does not own, nor take code of the app’s making', async () => {
    await expect(app.query(`SELECT audit_guard.seal('audit_guard.sealed')`)).rejects.toThrow(/only the owner/);
    await expect(
      app.query(`
        CREATE FUNCTION forged_time() RETURNS timestamptz LANGUAGE sql AS $$ SELECT now() $$;
        CREATE TABLE trap (id int, at timestamptz DEFAULT forged_time());
        SELECT audit_guard.seal('trap')`),
    ).rejects.toThrow(/cannot be sealed/);
    await expect(
      app.query(
        `CREATE TABLE trap (id int, note text); CREATE RULE r AS ON INSERT TO trap DO ALSO NOTHING; SELECT audit_guard.seal('trap')`,
      ),
    ).rejects.toThrow(/cannot be sealed/);
    await expectLogIntact();
  });

  it('comes undone only through a superuser running the migration’s down, and seals again on up', async () => {
    const migration = new SealAuditLog1733900000000();
    const asApp = new DataSource(typeormOptions(db.appUrl));
    const asSuperuser = new DataSource(typeormOptions(db.adminUrl));
    await asApp.initialize();
    await asSuperuser.initialize();
    const appRunner = asApp.createQueryRunner();
    const superuserRunner = asSuperuser.createQueryRunner();
    try {
      await expect(migration.down(appRunner)).rejects.toThrow(REFUSED);
      await expectLogIntact();

      await migration.down(superuserRunner);
      const { rows: unsealed } = await admin.query(`
        SELECT pg_get_userbyid(relowner) AS owner, (SELECT count(*)::int FROM audit_guard.sealed) AS seals,
               (SELECT array_agg(tgfoid::regprocedure::text) FROM pg_trigger WHERE tgrelid = 'event_log'::regclass AND NOT tgisinternal) AS functions
        FROM pg_class WHERE oid = 'event_log'::regclass`);
      expect(unsealed).toEqual([
        { owner: db.role, seals: 0, functions: ['event_log_is_append_only()', 'event_log_is_append_only()'] },
      ]);
      await expect(app.query(`DELETE FROM event_log`)).rejects.toThrow(/append-only/);

      await migration.up(appRunner);
      await expectLogIntact();
      await expect(app.query(`ALTER TRIGGER event_log_append_only ON event_log RENAME TO t1`)).rejects.toThrow(REFUSED);
    } finally {
      await appRunner.release();
      await superuserRunner.release();
      await asApp.destroy();
      await asSuperuser.destroy();
    }
  });
});
