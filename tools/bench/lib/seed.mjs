// Loads a RallyPoint database at volume with server-side multi-row INSERT … SELECT FROM generate_series
// (no rows cross the wire), deterministic for a given scale. Scale 1: 100k users, 10k tournaments,
// 200k form entries (+ one organizer notification each), 50k entries made by Enroll, fixtures for 1% of tournaments.
import argon2 from 'argon2';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const backendDist = fileURLToPath(new URL('../../../backend/dist/', import.meta.url));

/** The bench's accounts: every seeded user signs in with this password. */
export const SEED_PASSWORD = 'BenchPass123!';

export function seedCounts(scale = 1) {
  const n = (value, min) => Math.max(min, Math.round(value * scale));
  const users = n(100_000, 200);
  const organizers = n(1_000, 5);
  const tournaments = n(10_000, 20);
  return {
    users,
    organizers,
    tournaments,
    registrations: n(200_000, 100),
    participants: Math.min(n(50_000, 50), (users - organizers - 1) * 5),
    fixtureTournaments: n(100, 2),
  };
}

/** Creates the schema with the backend's own migrations (built: npm run build -w backend). */
export async function migrate(databaseUrl) {
  if (!existsSync(`${backendDist}platform/database/run-migrations.js`)) {
    throw new Error('backend/dist is missing: build it first (npx nx run-many -t build --projects=shared,backend)');
  }
  const { runMigrations } = require(`${backendDist}platform/database/run-migrations.js`);
  await runMigrations(databaseUrl);
}

/** One argon2 hash for every account (hashing 100k passwords would take minutes). */
async function passwordHash() {
  return argon2.hash(SEED_PASSWORD);
}

/**
 * Seeds an empty, migrated database. User 1 is the admin, users 2..organizers+1 organizers, the rest players;
 * usernames `bench_admin`, `bench_org_<i>`, `bench_player_<i>`.
 */
export async function seed(client, scale = 1, log = () => {}) {
  const c = seedCounts(scale);
  const hash = await passwordHash();
  const step = async (label, sql, params = []) => {
    const started = Date.now();
    const result = await client.query(sql, params);
    log(`  ${label}: ${result.rowCount ?? 0} rows in ${Date.now() - started} ms`);
  };
  const firstPlayer = c.organizers + 2;
  const players = c.users - c.organizers - 1;

  await step(
    'users',
    `INSERT INTO users (username, password_hash, first_name, last_name, email, phone, user_type, sports, role, level,
       is_email_verified, is_active, activated_at, organization_name)
     SELECT CASE WHEN g = 1 THEN 'bench_admin' WHEN g <= $2 + 1 THEN 'bench_org_' || g ELSE 'bench_player_' || g END,
       $1, 'First' || g, 'Last' || g, 'user' || g || '@bench.example', '555' || lpad((g % 10000000)::text, 7, '0'),
       CASE WHEN g = 1 THEN 'individual_player' WHEN g <= $2 + 1 THEN 'organizer' ELSE 'individual_player' END,
       ARRAY['tennis'], CASE WHEN g = 1 THEN 'admin' ELSE 'player' END, 'L' || (1 + g % 5),
       true, true, now(), CASE WHEN g > 1 AND g <= $2 + 1 THEN 'Club ' || g END
     FROM generate_series(1, $3) g`,
    [hash, c.organizers, c.users],
  );
  // Dates spread a year either side of today: upcoming, running and finished tournaments; 85% approved.
  await step(
    'tournaments',
    `INSERT INTO tournaments (name, tournament_code, sport, venue, divisions, description, organizer_id, start_date, end_date,
       registration_deadline, max_participants, rules, poc1_name, poc1_contact, poc1_email, status, created_at, updated_at,
       score_format, standings_rulebook, time_zone)
     SELECT 'Bench Open ' || g, 'BN' || lpad(g::text, 8, '0'), (ARRAY['tennis','pickleball','table_tennis'])[1 + g % 3],
       'Court Complex ' || (g % 500), 1 + g % 4, 'A seeded tournament for benchmarks', 2 + (g % $1),
       current_date + ((g * 37) % 730 - 365), current_date + ((g * 37) % 730 - 365) + (g % 5),
       NULL, 64, 'Best of three sets.', 'Pat Contact', '5550000000', 'poc' || g || '@bench.example',
       CASE WHEN g % 20 = 0 THEN 'pending' WHEN g % 20 IN (1, 2) THEN 'rejected' ELSE 'approved' END,
       now() - make_interval(secs => $2 - g), now(),
       (ARRAY['tennis-best-of-3','pickleball-11-best-of-3','table-tennis-best-of-5'])[1 + g % 3], (ARRAY['itf','usa-pickleball','ittf'])[1 + g % 3], 'UTC'
     FROM generate_series(1, $2) g`,
    [c.organizers, c.tournaments],
  );
  // Bulk rows count their places in one statement below, not one trigger run each.
  await client.query('ALTER TABLE tournament_entries DISABLE TRIGGER tournament_entries_within_places');
  await step(
    'registrations',
    `INSERT INTO tournament_entries (tournament_id, full_name, sport, email, phone, skill_level, skill_description,
       handedness, available_times, commitment_acknowledged, registration_date, status)
     SELECT 1 + (g % $1), 'Registrant ' || g, 'tennis', 'reg' || g || '@bench.example', '5551234567', 'L' || (1 + g % 5),
       CASE WHEN g % 3 = 0 THEN 'Steady baseliner' END, CASE WHEN g % 4 = 0 THEN 'left' ELSE 'right' END,
       ARRAY['morning'], true, now() - make_interval(secs => $2 - g), 'pending'
     FROM generate_series(1, $2) g`,
    [c.tournaments, c.registrations],
  );
  await step(
    'notifications',
    `INSERT INTO registration_notifications (tournament_id, entry_id, recipient_id, recipient_type, tournament_code,
       player_name, player_email, is_read, created_at)
     SELECT r.tournament_id, r.id, t.organizer_id, 'organizer', t.tournament_code, r.full_name, r.email, r.id % 3 = 0, r.registration_date
     FROM tournament_entries r JOIN tournaments t ON t.id = r.tournament_id`,
  );
  // Entries made by Enroll: participant g is player (g * 7919) mod players, distinct within each tournament (g ≡
  // tournament mod count), from the profile (no form filled), as the app makes them (docs/decisions/0013).
  await step(
    'participants',
    `INSERT INTO tournament_entries (tournament_id, user_id, full_name, sport, email, phone, skill_level, available_times,
       form_filled, registration_date, status)
     SELECT 1 + (g % $1), u.id, u.first_name || ' ' || u.last_name, 'tennis', u.email, u.phone, 'L3', '{}', false,
       now() - make_interval(secs => $4 - g), 'registered'
     FROM generate_series(0, $4 - 1) g JOIN users u ON u.id = $2 + ((g::bigint * 7919) % $3)`,
    [c.tournaments, firstPlayer, players, c.participants],
  );
  await step(
    'entry counts',
    `UPDATE tournaments t SET entry_count = c.entries
       FROM (SELECT tournament_id, count(*)::int AS entries FROM tournament_entries GROUP BY tournament_id) c
      WHERE c.tournament_id = t.id`,
  );
  await client.query('ALTER TABLE tournament_entries ENABLE TRIGGER tournament_entries_within_places');
  // A saved 16-player singles league (120 matches) for every hundredth tournament (ids ≡ 3 mod 20: approved, so public).
  await step(
    'fixture sets',
    `INSERT INTO fixture_sets (tournament_id, fixture_type, match_type, seed, divisions, teams, saved_by)
     SELECT t, 'singles', 'league', t, '[]', '[]', 2 + (t % $1) FROM generate_series(1, $2) s, LATERAL (SELECT s * ($3::int / $2::int) - ($3::int / $2::int) + 3 AS t) x`,
    [c.organizers, c.fixtureTournaments, c.tournaments],
  );
  await step(
    'fixture matches',
    `INSERT INTO fixture_matches (tournament_id, match_key, position, match_type, fixture_type, division, round, player1, player2)
     SELECT f.tournament_id, 'm-' || a || '-' || b, row_number() OVER (PARTITION BY f.tournament_id ORDER BY a, b), 'league',
       'singles', 'Division 1', 1 + (a + b) % 15,
       jsonb_build_object('id', a, 'name', 'Player ' || a, 'email', '', 'phone', '', 'skillLevel', 'L3'),
       jsonb_build_object('id', b, 'name', 'Player ' || b, 'email', '', 'phone', '', 'skillLevel', 'L3')
     FROM fixture_sets f, generate_series(1, 16) a, generate_series(1, 16) b WHERE a < b`,
  );
  // As autovacuum leaves a settled database: statistics, and the visibility map that lets counts read only indexes.
  await step('vacuum analyze', 'VACUUM ANALYZE');
  return c;
}
