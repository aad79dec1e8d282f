// Write bursts (issue 38): 10, 20 and 50 concurrent schedule moves, then swaps, of different matches of ONE tournament
// against the built API (production mode, the default pool of 10), from this separate process as real clients would
// send them. Prints for each burst its 5xx count, its slowest answer, and how many of the app's connections were at
// most waiting on a row lock at once (sampled from pg_stat_activity). Commands on one tournament wait for their turn
// without holding a pool connection (docs/architecture.md, "Write turns"): none should wait there, and no burst 5xx.
// Build first: npx tsc -p libs/shared/tsconfig.build.json && (cd backend && npx tsc -p tsconfig.build.json)
// Usage: node tools/bench/write-bursts.mjs [--matches 400] [--entry backend/dist/main.js]
//   --matches: the tournament's size (each command reads its whole order of play); --entry: another build to compare.
import pg from 'pg';
import { apiClient, approvedTournament, arg, burstSummary, day } from './lib/api-client.mjs';
import { SEED_PASSWORD } from './lib/seed.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';
import { sessionCookie, startApi } from './lib/start-api.mjs';
import { seedDatabase } from './seed.mjs';

const SIZES = [10, 20, 50];
const COURTS = 50;
const matchCount = Number(arg('matches', '400'));
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/rallypoint_bench_bursts_${offset}`;
// Moves and swaps take disjoint matches: every burst meets the draft as the computation left it.
const needed = SIZES.reduce((sum, n) => sum + 3 * n, 0);
if (matchCount < needed || matchCount > COURTS * 10) throw new Error(`--matches must be between ${needed} and ${COURTS * 10}`);

await seedDatabase(databaseUrl, 0.001, () => {});
const smtp = await startSmtpSink();
const app = await startApi({
  databaseUrl,
  port: 3950 + offset,
  secret: 'bench-session-secret',
  smtpPort: smtp.port,
  queuePrefix: `rp-bench-bursts-${offset}-${Date.now()}`,
  entry: arg('entry', 'backend/dist/main.js'),
});
const { base } = app;

try {
  const api = apiClient(base);
  const { send, expectOk } = api;

  const organizer = await sessionCookie(base, 'bench_org_2', SEED_PASSWORD);
  const admin = await sessionCookie(base, 'bench_admin', SEED_PASSWORD);
  const tournament = await approvedTournament(api, organizer, admin, {
    name: `Burst Open ${Date.now()}`,
    description: 'Write bursts',
    maxParticipants: matchCount * 2,
  });
  const path = `/api/tournaments/${tournament.id}`;

  // Distinct players free all day, two a match: a burst's commands never clash with each other, only queue.
  const players = [];
  for (let i = 0; i < matchCount * 2; i += 20) {
    const chunk = Array.from({ length: Math.min(20, matchCount * 2 - i) }, async (_, j) => {
      const registration = {
        tournamentId: tournament.id,
        fullName: `Player ${i + j + 1}`,
        sport: 'tennis',
        email: `burst.${tournament.id}.${i + j + 1}@bench.example`,
        phone: '5559876543',
        skillLevel: 'L3',
        handedness: 'right',
        availableTimes: ['flexible'],
        commitmentAcknowledged: true,
      };
      const { registrationId } = await expectOk('register', send(null, 'POST', `${path}/register`, registration));
      return { id: registrationId };
    });
    players.push(...(await Promise.all(chunk)));
  }
  const matches = Array.from({ length: matchCount }, (_, i) => ({
    id: `1-league-1-${i + 1}`,
    matchType: 'league',
    fixtureType: 'singles',
    division: 'Division 1',
    round: 1,
    player1: players[2 * i],
    player2: players[2 * i + 1],
    player3: null,
    player4: null,
  }));
  await expectOk(
    'fixtures',
    send(organizer, 'POST', `${path}/fixtures`, { matches, divisions: {}, fixtureType: 'singles', matchType: 'league' }),
  );
  await expectOk(
    'settings',
    send(organizer, 'PUT', `${path}/schedule-settings`, {
      timeZone: 'UTC',
      courts: Array.from({ length: COURTS }, (_, i) => ({ name: `Court ${i + 1}` })),
      days: [{ date: day(30), start: '08:00', end: '22:00' }],
      minutes: { league: 60, 'semi-final': 75, final: 90 },
      restMinutes: 30,
    }),
  );
  const draft = await expectOk('draft', send(organizer, 'POST', `${path}/schedule`));
  if (draft.unplaced.length) throw new Error(`${draft.unplaced.length} matches left unplaced`);
  const lastEnd = Math.max(...draft.placed.map((p) => Date.parse(p.end)));
  let freeHour = new Date(lastEnd).getUTCHours();
  let next = 0;
  const take = (n) => draft.placed.slice(next, (next += n)).map((p) => p.matchId);

  const watcher = new pg.Client({ connectionString: databaseUrl });
  await watcher.connect();
  const burst = async (kind, n, requests) => {
    let done = false;
    let lockWaiters = 0;
    const watching = (async () => {
      while (!done) {
        const { rows } = await watcher.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%for update%'`,
        );
        lockWaiters = Math.max(lockWaiters, rows[0].waiting);
      }
    })();
    const answers = await Promise.all(requests.map((request) => request()));
    done = true;
    await watching;
    console.log(`${kind.padEnd(6)} ${burstSummary(n, answers)}, at most ${lockWaiters} connections waiting on a row lock`);
  };

  console.log(`one tournament of ${matchCount} matches on ${COURTS} courts (${arg('entry', 'backend/dist/main.js')})`);
  for (const n of SIZES) {
    // Each match of the burst to its own court, all in an hour nothing else uses yet.
    const start = `${day(30)}T${String(++freeHour).padStart(2, '0')}:00:00Z`;
    const ids = take(n);
    await burst(
      'moves',
      n,
      ids.map(
        (id, i) => () =>
          send(organizer, 'PATCH', `${path}/schedule/matches/${id}`, { court: `Court ${i + 1}`, start, locked: true }),
      ),
    );
  }
  for (const n of SIZES) {
    const ids = take(2 * n);
    await burst(
      'swaps',
      n,
      Array.from(
        { length: n },
        (_, i) => () => send(organizer, 'POST', `${path}/schedule/matches/${ids[2 * i]}/swap`, { with: ids[2 * i + 1] }),
      ),
    );
  }
  await watcher.end();
} finally {
  app.stop();
  smtp.close();
}
