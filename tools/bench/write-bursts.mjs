// Write bursts (issue 38): 10, 20 and 50 concurrent schedule moves, then swaps, of different matches of ONE tournament
// against the built API (production mode, the default pool of 10), from this separate process as real clients would
// send them. Prints for each burst its 5xx count, its slowest answer, and how many of the app's connections were at
// most waiting on a row lock at once (sampled from pg_stat_activity). Commands on one tournament wait for their turn
// without holding a pool connection (docs/architecture.md, "Write turns"): none should wait there, and no burst 5xx.
// Build first: npx tsc -p libs/shared/tsconfig.build.json && (cd backend && npx tsc -p tsconfig.build.json)
// Usage: node tools/bench/write-bursts.mjs [--matches 400] [--entry backend/dist/main.js]
//   --matches: the tournament's size (each command reads its whole order of play); --entry: another build to compare.
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { SEED_PASSWORD } from './lib/seed.mjs';
import { sessionCookie, startApi } from './lib/start-api.mjs';
import { seedDatabase } from './seed.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const SIZES = [10, 20, 50];
const COURTS = 50;
const matchCount = Number(arg('matches', '400'));
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/rallypoint_bench_bursts_${offset}`;
// Moves and swaps take disjoint matches: every burst meets the draft as the computation left it.
const needed = SIZES.reduce((sum, n) => sum + 3 * n, 0);
if (matchCount < needed || matchCount > COURTS * 10) throw new Error(`--matches must be between ${needed} and ${COURTS * 10}`);

await seedDatabase(databaseUrl, 0.001, () => {});
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData: (stream, _s, done) => stream.resume().on('end', done),
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const app = await startApi({
  databaseUrl,
  port: 3950 + offset,
  secret: 'bench-session-secret',
  smtpPort: smtp.server.address().port,
  queuePrefix: `rp-bench-bursts-${offset}-${Date.now()}`,
  entry: arg('entry', 'backend/dist/main.js'),
});
const { base } = app;

try {
  const send = async (cookie, method, path, body) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { origin: base, ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - started, body: text ? JSON.parse(text) : null };
  };
  const expectOk = async (label, promise) => {
    const response = await promise;
    if (response.status >= 300) throw new Error(`${label}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };

  const organizer = await sessionCookie(base, 'bench_org_2', SEED_PASSWORD);
  const admin = await sessionCookie(base, 'bench_admin', SEED_PASSWORD);
  const day = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const tournament = await expectOk(
    'create',
    send(organizer, 'POST', '/api/tournaments', {
      sport: 'tennis',
      name: `Burst Open ${Date.now()}`,
      venue: 'Riverside Tennis Centre',
      divisions: 1,
      description: 'Write bursts',
      startDate: day(30),
      endDate: day(32),
      registrationDeadline: day(20),
      maxParticipants: matchCount * 2,
      rules: 'Best of three sets.',
      poc1Name: 'Olive Organizer',
      poc1Contact: '5551234567',
      poc1Email: 'olive@example.com',
    }),
  );
  await expectOk('approve', send(admin, 'PATCH', `/api/admin/tournaments/${tournament.id}/approval`, { status: 'approved' }));
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
    const count = (test) => answers.filter((a) => test(a.status)).length;
    const slowest = Math.max(...answers.map((a) => a.ms));
    console.log(
      `${kind.padEnd(6)} ${String(n).padStart(3)} at once: ${count((s) => s >= 500)} x 5xx, ${count((s) => s >= 300 && s < 500)} x 4xx, slowest ${Math.round(slowest)} ms, at most ${lockWaiters} connections waiting on a row lock`,
    );
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
