import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { checkTableOwnership } from './check-table-ownership.mjs';

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-table-ownership.mjs');

/** Writes files (path → content) under a new temp folder and returns it. */
function fixture(files) {
  const root = mkdtempSync(join(tmpdir(), 'table-ownership-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const declare = (...tables) => `export const OWNED_TABLES = [${tables.map((t) => `'${t}'`).join(', ')}] as const;\n`;
const migration = (up, down = '') => `export class M { async up(q) {\n${up}\n}\nasync down(q) {\n${down}\n} }\n`;

/** A backend whose tables are each declared once and named only by their owners. */
const cleanBackend = {
  'src/platform/database/tables.ts': declare('event_log', 'migrations'),
  'src/contexts/identity/persistence/tables.ts': declare('users'),
  'src/contexts/tournaments/persistence/tables.ts': declare('tournaments', 'entries'),
  'src/platform/database/migrations/1000-Start.ts': migration(
    "await q.query(`CREATE TABLE users (id int)`);\nawait q.query('CREATE TABLE event_log (id int)');\n" +
      'await q.query(`CREATE TABLE tournaments (id int, organizer_id int REFERENCES users (id))`);\n' +
      "await q.query('CREATE TABLE old_things (id int)');",
    "await q.query('CREATE TABLE dropped_in_down (id int)');",
  ),
  'src/platform/database/migrations/2000-Later.ts': migration(
    "await q.query('DROP TABLE old_things');\nawait q.query('CREATE TABLE registrations (id int)');\n" +
      "await q.query('ALTER TABLE registrations RENAME TO entries');",
  ),
  'src/platform/database/migrations/index.ts': "export const MIGRATIONS = [];\n// 'CREATE TABLE not_a_migration'\n",
  'src/contexts/identity/persistence/users.sql.ts':
    'export const byId = `SELECT u.id FROM users u JOIN users v ON v.id = u.id WHERE u.id = ${1}`;\n',
  'src/contexts/identity/domain/user.entity.ts': "@Entity({ name: 'users' })\nexport class User {}\n",
  'src/contexts/tournaments/persistence/tournaments.sql.ts': [
    'export const list = `SELECT t.id, count(*) AS users, t.users -- the users who play',
    "  FROM tournaments t JOIN entries e ON e.tournament_id = t.id WHERE t.kind <> 'users'`;",
    "export const route = 'tournaments/:id/users';",
    "export const prose = 'Only users may update tournaments from here';",
    "export const link = `${'x'}/tournaments-dashboard?users=${1}`;",
    '',
  ].join('\n'),
  'src/contexts/tournaments/domain/tournament.entity.ts': "@Entity('tournaments')\nexport class Tournament {}\n",
  'src/platform/events/event-log.sql.ts': "export const append = 'INSERT INTO event_log (id) VALUES ($1)';\n",
};

describe('check-table-ownership', () => {
  const made = [];
  const project = (files) => {
    const root = fixture(files);
    made.push(root);
    return root;
  };
  after(() => made.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('passes a backend where only owners name their tables, following creates, renames and drops in up()', () => {
    // Its own empty allow-list: the repository's list names the real backend's files.
    const root = project({ ...cleanBackend, 'allow-list.json': '[]\n' });
    const result = spawnSync(process.execPath, [script, 'src', '--allow', 'allow-list.json'], { cwd: root, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
    assert.match(result.stdout, /5 tables, each named only by its owner/);
  });

  it("follows the steps up() runs as the class's own methods, in order, and not down()'s", () => {
    const stepwise = [
      'export class M {',
      '  async up(q) {',
      "    await q.query('DROP TABLE old_things');",
      "    await q.query('CREATE TABLE drafts (id int)');",
      '    await this.rename(q);',
      "    await q.query('DROP TABLE scratch');",
      '  }',
      '  private async rename(q) {',
      "    await q.query('CREATE TABLE scratch (id int)');",
      "    await q.query('ALTER TABLE drafts RENAME TO entries');",
      '  }',
      '  async down(q) {',
      '    await this.restore(q);',
      '  }',
      '  private async restore(q) {',
      "    await q.query('CREATE TABLE restored_in_down (id int)');",
      '  }',
      '}',
      '',
    ].join('\n');
    const { 'src/platform/database/migrations/2000-Later.ts': _later, ...rest } = cleanBackend;
    const root = project({ ...rest, 'src/platform/database/migrations/2000-Stepwise.ts': stepwise });
    assert.deepEqual(checkTableOwnership(join(root, 'src')).problems, []);
  });

  describe('on a backend that breaks every rule', () => {
    let root;
    before(() => {
      root = project({
        ...cleanBackend,
        'src/contexts/academy/persistence/tables.ts': declare('academies', 'tournaments', 'ghosts'),
        'src/contexts/social/.keep.ts': '',
        'src/platform/database/migrations/3000-More.ts': migration(
          "await q.query(`CREATE TABLE IF NOT EXISTS academies (id int)`);\nawait q.query('CREATE TABLE orphans (id int)');",
        ),
        'src/contexts/academy/persistence/academy.sql.ts': [
          'export const members = `',
          '  SELECT a.id, u.name FROM academies a',
          '    JOIN users u ON u.id = a.owner_id`;',
          'export const lower = \'select count(*) from public."users"\';',
          "export const fragment = ' AND EXISTS (SELECT 1 FROM entries e WHERE e.id = a.id)';",
          '',
        ].join('\n'),
        'src/contexts/academy/domain/copy.entity.ts': "\n@Entity({ name: 'users' })\nexport class UserCopy {}\n",
        'src/contexts/academy/domain/unnamed.entity.ts': '@Entity()\nexport class Unnamed {}\n',
        'src/platform/health/health.sql.ts': "export const probe = 'SELECT 1 FROM tournaments LIMIT 1';\n",
        'src/main.ts': "export const boot = 'DELETE FROM users';\n",
      });
    });

    it('reports each foreign SQL text and entity with file and line, and each declaration problem', () => {
      const { problems } = checkTableOwnership(join(root, 'src'));
      assert.deepEqual(problems.sort(), [
        "contexts/academy/domain/copy.entity.ts:2: entity names table 'users', owned by identity, from academy; ask its owner (a query on its index.ts, or a read model it publishes)",
        'contexts/academy/domain/unnamed.entity.ts:1: an @Entity without a table name; name the table so its owner can be checked',
        "contexts/academy/persistence/academy.sql.ts:1: SQL names table 'users', owned by identity, from academy; ask its owner (a query on its index.ts, or a read model it publishes)",
        "contexts/academy/persistence/academy.sql.ts:4: SQL names table 'users', owned by identity, from academy; ask its owner (a query on its index.ts, or a read model it publishes)",
        "contexts/academy/persistence/academy.sql.ts:5: SQL names table 'entries', owned by tournaments, from academy; ask its owner (a query on its index.ts, or a read model it publishes)",
        "contexts/social/persistence/tables.ts: missing; 'social' must declare the tables it owns (an empty list if none)",
        "main.ts:1: SQL names table 'users', owned by identity, from code outside any context; ask its owner (a query on its index.ts, or a read model it publishes)",
        "platform/health/health.sql.ts:1: SQL names table 'tournaments', owned by academy, tournaments, from platform; ask its owner (a query on its index.ts, or a read model it publishes)",
        "table 'ghosts' is declared by academy but no migration creates it",
        "table 'orphans' (created in 3000-More.ts) is declared by no context",
        "table 'tournaments' is declared by academy and tournaments; one owner",
      ]);
    });

    it('lets a listed file name a listed table, and reports an entry that matches nothing', () => {
      const allowList = [
        { file: 'main.ts', table: 'users', reason: 'the shell wipes accounts' },
        { file: 'main.ts', table: 'tournaments', reason: 'no longer true' },
      ];
      const { problems } = checkTableOwnership(join(root, 'src'), { allowList });
      assert.ok(!problems.some((problem) => problem.startsWith('main.ts:1:')), problems.join('\n'));
      assert.ok(problems.includes("allow-list: main.ts no longer names 'tournaments'; remove the entry"));
    });

    it('exits 1 and prints every problem with a count, reading the allow-list given', () => {
      const allow = join(root, 'allow.json');
      writeFileSync(allow, JSON.stringify([{ file: 'main.ts', table: 'users', reason: 'the shell wipes accounts' }]));
      const result = spawnSync(process.execPath, [script, 'src', '--allow', allow], { cwd: root, encoding: 'utf8' });
      assert.equal(result.status, 1, result.stdout + result.stderr);
      assert.match(result.stderr, /^contexts\/academy\/persistence\/academy\.sql\.ts:4: SQL names table 'users'/m);
      assert.doesNotMatch(result.stderr, /^main\.ts:1:/m);
      assert.match(result.stderr, /table ownership: 10 violation\(s\) in \d+ files/);
    });

    it('refuses an allow-list entry without a reason', () => {
      const allow = join(root, 'no-reason.json');
      writeFileSync(allow, JSON.stringify([{ file: 'main.ts', table: 'users', reason: ' ' }]));
      const result = spawnSync(process.execPath, [script, 'src', '--allow', allow], { cwd: root, encoding: 'utf8' });
      assert.notEqual(result.status, 0);
      assert.match(result.stderr, /each entry needs a file, a table and a reason/);
    });
  });
});
