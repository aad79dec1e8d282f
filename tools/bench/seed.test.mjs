// Smoke test of the seed generator at 1/100 scale (needs PostgreSQL and a built backend for the migrations).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { seedCounts } from './lib/seed.mjs';
import { seedDatabase } from './seed.mjs';

const server = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const databaseUrl = `${server}/rallypoint_seed_smoke_${process.pid}`;

test(
  'seeds users, tournaments, registrations, notifications, participants and fixtures at 1/100 scale',
  { timeout: 120_000 },
  async (t) => {
    t.after(async () => {
      const admin = new pg.Client({ connectionString: `${server}/postgres` });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS rallypoint_seed_smoke_${process.pid} WITH (FORCE)`);
      await admin.end();
    });
    const expected = seedCounts(0.01);
    await seedDatabase(databaseUrl, 0.01, () => {});

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const count = async (table) => (await client.query(`SELECT count(*)::int AS c FROM ${table}`)).rows[0].c;
      assert.equal(await count('users'), expected.users);
      assert.equal(await count('tournaments'), expected.tournaments);
      assert.equal(await count('tournament_entries WHERE form_filled'), expected.registrations);
      assert.equal(await count('registration_notifications'), expected.registrations);
      assert.equal(await count('tournament_entries WHERE user_id IS NOT NULL'), expected.participants);
      const [{ c: miscounted }] = (
        await client.query(
          `SELECT count(*)::int AS c FROM tournaments t
            WHERE t.entry_count <> (SELECT count(*) FROM tournament_entries e WHERE e.tournament_id = t.id)`,
        )
      ).rows;
      assert.equal(miscounted, 0);
      assert.equal(await count('fixture_sets'), expected.fixtureTournaments);
      assert.equal(await count('fixture_matches'), expected.fixtureTournaments * 120);
      const roles = (await client.query(`SELECT role, user_type, count(*)::int AS c FROM users GROUP BY 1, 2 ORDER BY 1, 2`))
        .rows;
      assert.deepEqual(roles, [
        { role: 'admin', user_type: 'individual_player', c: 1 },
        { role: 'player', user_type: 'individual_player', c: expected.users - expected.organizers - 1 },
        { role: 'player', user_type: 'organizer', c: expected.organizers },
      ]);
    } finally {
      await client.end();
    }
  },
);
