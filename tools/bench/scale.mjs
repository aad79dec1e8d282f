// Scale benchmark (issue 16): seeds the volume, starts the API (production mode, mail worker as its own process),
// a bare node:http + pg handler with the same SQL, an SMTP sink, and compares them side by side on loopback.
// Build first: npx nx run-many -t build --projects=shared,backend,frontend
// Usage: node tools/bench/scale.mjs [--scale 1] [--no-seed] [--seconds 8]   (full run: also the registration write against
//        the bare handler's, 0.6x with p99 within 1.5x, and what the place count costs)
//        node tools/bench/scale.mjs --smoke   (CI: 1/100 scale, 3 s a run, fails only below 0.45x the bare handler, 0.40x for the tournament detail, in its best of three)
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { BARE_MAIL_KIND, startBareServer } from './lib/bare-server.mjs';
import { frontEndBudget } from './lib/frontend-budget.mjs';
import { SEED_PASSWORD, seedCounts } from './lib/seed.mjs';
import { sessionCookie, startApi } from './lib/start-api.mjs';
import { seedDatabase } from './seed.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const root = fileURLToPath(new URL('../../', import.meta.url));
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const smoke = process.argv.includes('--smoke');
const scale = Number(arg('scale', smoke ? '0.01' : '1'));
const seconds = Number(arg('seconds', smoke ? '3' : '8'));
// The smoke guards the engine against a silent regression on a shared CI machine: only the ratio, with headroom.
const ratioFloor = smoke ? 0.45 : 0.6;
// The tournament detail is the cheapest read (one indexed statement, the organizer's name kept in memory): the bare
// handler answers it in about 0.12 ms, so the engine's fixed cost per request (Fastify, Nest's router, the session
// plugin) sets its ratio, 0.45-0.49 in smokes on two cores after this read got twice as cheap, while the app's own
// throughput rose by a quarter. Its smoke floor keeps the same headroom below what it measures as the others have.
const smokeFloorOf = { 'tournament detail': 0.4 };
const floorOf = (name) => (smoke ? (smokeFloorOf[name] ?? ratioFloor) : ratioFloor);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/rallypoint_bench_${offset}`;
const secret = 'bench-session-secret';
const appPort = 3900 + offset;
const results = [];
const fail = [];

if (!process.argv.includes('--no-seed')) await seedDatabase(databaseUrl, scale);
const counts = seedCounts(scale);

// An SMTP sink that accepts everything, counting.
let mailed = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _s, done) {
    stream.resume();
    stream.on('end', () => {
      mailed++;
      done();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

const app = await startApi({
  databaseUrl,
  port: appPort,
  secret,
  smtpPort: smtp.server.address().port,
  queuePrefix: `rp-bench-${offset}-${Date.now()}`,
});
const base = app.base;
const bare = await startBareServer({ databaseUrl, secret });
const bareBase = `http://127.0.0.1:${bare.port}`;

// The API's resident memory, sampled: the peak over the whole run and per measured phase (reset by each phase).
let peakRss = 0;
let phaseRss = 0;
const rssTimer = setInterval(() => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${app.pid}/status`, 'utf8'));
  if (match) [peakRss, phaseRss] = [Math.max(peakRss, Number(match[1]) / 1024), Math.max(phaseRss, Number(match[1]) / 1024)];
}, 200);
const rssOfPhase = () => {
  const peak = phaseRss;
  phaseRss = 0;
  return fmt(peak);
};

const login = (username) => sessionCookie(base, username, SEED_PASSWORD);
const playerCookie = await login(`bench_player_${counts.organizers + 10}`);
const adminCookie = await login('bench_admin');
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const [{ id: fixturesId }] = (await db.query(`SELECT tournament_id AS id FROM fixture_sets ORDER BY 1 LIMIT 1`)).rows;
const [{ id: openId }] = (
  await db.query(`SELECT id FROM tournaments WHERE status = 'approved' AND start_date > current_date ORDER BY id LIMIT 1`)
).rows;
// The busiest seeded tournament; not the one the write burst fills (it grows with every run on an unseeded database).
const [{ id: busyId }] = (
  await db.query(
    `SELECT tournament_id AS id FROM tournament_entries WHERE tournament_id <> $1 GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    [openId],
  )
).rows;

const load = (url, { connections = 10, cookie, method = 'GET', requests, duration = seconds } = {}) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url, connections, duration, method, headers: { ...(cookie ? { cookie } : {}), 'accept-encoding': 'gzip' }, requests },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rps: result.requests.average,
              p50: result.latency.p50,
              p99: result.latency.p99,
              errors: result.errors + result.non2xx,
            }),
    ),
  );
const fmt = (value, digits = 0) => value.toFixed(digits);

// On a shared CI machine one run can land beside another job's burst; the smoke measures a missed comparison up
// to twice more and keeps its best run, so only a regression that shows every time fails it.
const attempts = smoke ? 3 : 1;

async function measure(appPath, barePath, options) {
  // A second of each first, unmeasured: both sides start the run with the endpoint's code compiled and its plans
  // cached (a 2 s smoke run otherwise measures mostly the app's warm-up).
  await load(`${base}${appPath}`, { ...options, duration: 1 });
  await load(`${bareBase}${barePath}`, { ...options, duration: 1 });
  rssOfPhase();
  const app = await load(`${base}${appPath}`, options);
  const rss = rssOfPhase();
  const bare = await load(`${bareBase}${barePath}`, options);
  return { app, bare, rss, ratio: app.rps / bare.rps };
}

async function compare(name, appPath, barePath, options) {
  let best = await measure(appPath, barePath, options);
  for (let attempt = 1; attempt < attempts && best.ratio < floorOf(name); attempt += 1) {
    const next = await measure(appPath, barePath, options);
    if (next.ratio > best.ratio) best = next;
  }
  const { app, bare, rss, ratio } = best;
  const connections = options.connections ?? 10;
  results.push([name, connections, fmt(app.rps), fmt(bare.rps), fmt(ratio, 2), app.p50, app.p99, bare.p99, app.errors, rss]);
  // Ratios hold at 10 and 50 connections; the p99 target is for 10 (at 50 even the bare handler's p99 of a
  // 50-tournament page passes 100 ms on two cores).
  if (ratio < floorOf(name) || (!smoke && connections === 10 && app.p99 >= 50))
    fail.push(`${name} (${connections}): ${fmt(ratio, 2)}x, p99 ${app.p99} ms`);
  if (app.errors) fail.push(`${name}: ${app.errors} errors`);
}

await compare('me', '/api/auth/me', '/me', { cookie: playerCookie });
await compare('me', '/api/auth/me', '/me', { cookie: playerCookie, connections: 50 });
for (const connections of [10, 50]) {
  await compare('available page 1', '/api/tournaments', '/tournaments', { cookie: playerCookie, connections });
  await compare('tournament detail', `/api/tournaments/${openId}`, `/tournaments/${openId}`, { connections });
  await compare('public fixtures', `/api/tournaments/${fixturesId}/fixtures`, `/tournaments/${fixturesId}/fixtures`, {
    connections,
  });
  await compare('registrations page', `/api/tournaments/${busyId}/registrations`, `/tournaments/${busyId}/registrations`, {
    cookie: adminCookie,
    connections,
  });
}

// Largest list answers (200 a page) must stay under 200 kB; answers are compressed.
const sizes = [];
for (const [name, path, cookie] of [
  ['available (200)', '/api/tournaments?pageSize=200', playerCookie],
  ['admin tournaments (200)', '/api/admin/tournaments?pageSize=200', adminCookie],
  ['notifications, admin (200)', '/api/notifications/registrations?pageSize=200', adminCookie],
  ['registrations (200)', `/api/tournaments/${busyId}/registrations?pageSize=200`, adminCookie],
]) {
  const response = await fetch(`${base}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } });
  const raw = (await response.arrayBuffer()).byteLength;
  const zipped = await fetch(`${base}${path}`, { headers: { cookie, 'accept-encoding': 'gzip' } });
  sizes.push([name, raw, zipped.headers.get('content-encoding')]);
  if (raw > 200 * 1024) fail.push(`${name}: ${raw} bytes`);
  if (zipped.headers.get('content-encoding') !== 'gzip') fail.push(`${name}: not compressed`);
}

// The write path: a 15 s burst of public registrations, then how long the outbox takes to drain; then the same
// burst against the bare handler for the ratio (its outbox rows are removed afterwards, nothing sends them).
await db.query(`UPDATE tournaments SET max_participants = 100000 WHERE id = $1`, [openId]);
let n = 0;
const registration = () =>
  JSON.stringify({
    tournamentId: openId,
    fullName: 'Burst Entrant',
    sport: 'tennis',
    email: `burst${Date.now()}x${n++}@bench.example`,
    phone: '5551234567',
    skillLevel: 'L3',
    handedness: 'right',
    availableTimes: ['morning'],
    commitmentAcknowledged: true,
  });
const burstOf = (url) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: 10,
        duration: smoke ? seconds : 15,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        requests: [{ setupRequest: (request) => ({ ...request, body: registration() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
const mailedBefore = mailed;
rssOfPhase();
const burst = await burstOf(`${base}/api/tournaments/${openId}/register`);
const burstEnd = Date.now();
// The app's mail still pending (the bare handler's rows are its own kind, never sent), polled until none or 60 s.
const drainOutbox = async (since) => {
  for (;;) {
    const {
      rows: [{ c: left }],
    } = await db.query(`SELECT count(*)::int AS c FROM email_outbox WHERE status IN ('pending', 'sending') AND kind <> $1`, [
      BARE_MAIL_KIND,
    ]);
    if (left === 0 || Date.now() - since > 60_000) return { pending: left, drainMs: Date.now() - since };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
const { pending, drainMs } = await drainOutbox(burstEnd);
const burstRss = rssOfPhase();
const sent = mailed - mailedBefore;
const writeRps = burst.requests.average;
const bareBurst = await burstOf(`${bareBase}/tournaments/${openId}/register`);
const writeRatio = writeRps / bareBurst.requests.average;
const writeP99Ratio = burst.latency.p99 / bareBurst.latency.p99;
await db.query(`DELETE FROM email_outbox WHERE kind = $1`, [BARE_MAIL_KIND]);
const writeErrors = burst.errors + burst.non2xx;
results.push([
  'registration write',
  10,
  fmt(writeRps),
  fmt(bareBurst.requests.average),
  fmt(writeRatio, 2),
  burst.latency.p50,
  burst.latency.p99,
  bareBurst.latency.p99,
  writeErrors,
  burstRss,
]);
// The write holds 0.6x of the bare handler's same write at 10 connections, its p99 within 1.5x of the bare's (issue
// 42), at full scale; the smoke only checks the burst goes through.
if (!smoke && writeRatio < ratioFloor) fail.push(`registration write: ${fmt(writeRatio, 2)}x the bare handler`);
if (!smoke && writeP99Ratio > 1.5) fail.push(`registration write: p99 ${fmt(writeP99Ratio, 2)}x the bare handler's`);
if (writeErrors) fail.push(`registration write: ${writeErrors} errors`);

// What the race-safe place count costs: the same burst once more with its trigger off (full runs only; the bench
// database is its own, and the trigger is back on before anything else runs).
let withoutPlaceCount = null;
if (!smoke) {
  await db.query(`ALTER TABLE tournament_entries DISABLE TRIGGER tournament_entries_within_places`);
  try {
    withoutPlaceCount = await burstOf(`${base}/api/tournaments/${openId}/register`);
  } finally {
    await db.query(`ALTER TABLE tournament_entries ENABLE TRIGGER tournament_entries_within_places`);
  }
  await drainOutbox(Date.now());
}
if (pending || (!smoke && drainMs > 10_000)) fail.push(`outbox drained ${pending ? 'not within 60 s' : `in ${drainMs} ms`}`);

// Sign-in is bound by argon2 (19 MiB, 2 passes) in both; the ratio shows what the app adds around it. Each
// request signs in another player: concurrent sign-ins of one account from one address are throttled by design.
let signIns = 0;
const signInBody = () =>
  JSON.stringify({ username: `bench_player_${counts.organizers + 20 + (signIns++ % 1000)}`, password: SEED_PASSWORD });
const loginRequest = {
  method: 'POST',
  duration: smoke ? seconds : 5,
  requests: [
    {
      headers: { 'content-type': 'application/json', origin: base },
      setupRequest: (request) => ({ ...request, body: signInBody() }),
    },
  ],
};
rssOfPhase();
const loginLoad = await load(`${base}/api/auth/login`, loginRequest);
const loginRss = rssOfPhase();
const bareLogin = await load(`${bareBase}/login`, loginRequest);
results.push([
  'login',
  10,
  fmt(loginLoad.rps),
  fmt(bareLogin.rps),
  fmt(loginLoad.rps / bareLogin.rps, 2),
  loginLoad.p50,
  loginLoad.p99,
  bareLogin.p99,
  loginLoad.errors,
  loginRss,
]);
if (loginLoad.errors) fail.push(`login: ${loginLoad.errors} errors`);
clearInterval(rssTimer);
if (peakRss > 400) fail.push(`peak RSS ${fmt(peakRss)} MB`);
const budget = frontEndBudget(`${root}frontend/dist`);
if (budget.firstLoadGzip > 150 * 1024) fail.push(`first-load JS ${budget.firstLoadGzip} bytes gzip`);

console.log(
  `\nscale ${scale}: ${counts.users} users, ${counts.tournaments} tournaments, ${counts.registrations} registrations; ${seconds} s per run\n`,
);
console.table(
  results.map(([endpoint, connections, app, floor, ratio, p50, p99, bareP99, errors, rss]) => ({
    endpoint,
    connections,
    'app req/s': app,
    'bare req/s': floor,
    ratio,
    'app p50': p50,
    'app p99': p99,
    'bare p99': bareP99,
    errors,
    'app RSS MB': rss,
  })),
);
console.table(sizes.map(([list, bytes, encoding]) => ({ list, 'raw bytes': bytes, 'content-encoding': encoding })));
console.log(
  `registration write: ${fmt(writeRps)} req/s (p99 ${burst.latency.p99} ms, ${writeErrors} errors); outbox drained ${pending ? `NOT (${pending} left)` : `${fmt(drainMs / 1000, 1)} s`} after the burst; ${sent} mails, ${fmt(sent / ((burst.duration * 1000 + drainMs) / 1000))} mails/s`,
);
console.log(
  `registration write against the bare handler's: ${fmt(writeRatio, 2)}x the requests (${fmt(writeRps)} / ${fmt(bareBurst.requests.average)} req/s), p99 ${fmt(writeP99Ratio, 2)}x (${burst.latency.p99} / ${bareBurst.latency.p99} ms)`,
);
if (withoutPlaceCount)
  console.log(
    `place count: ${fmt(writeRps)} req/s (p99 ${burst.latency.p99} ms) with it, ${fmt(withoutPlaceCount.requests.average)} req/s (p99 ${withoutPlaceCount.latency.p99} ms) without: it costs ${fmt((1 - writeRps / withoutPlaceCount.requests.average) * 100)} % of the write's throughput`,
  );
console.log(`API peak RSS under load: ${fmt(peakRss)} MB`);
console.log(
  `front end: first-load JS ${fmt(budget.firstLoadGzip / 1024, 1)} kB gzip (${fmt(budget.firstLoadRaw / 1024, 1)} kB raw); route chunks: ${budget.chunks.map(([file, size]) => `${file} ${fmt(size / 1024, 1)} kB`).join(', ')}`,
);
console.log(fail.length ? `\nMISSED: ${fail.join('; ')}` : '\nall targets met');

await db.end();
await bare.close();
app.stop();
smtp.close();
process.exit(fail.length ? 1 : 0);
