// Lighthouse (mobile profile, its default simulated slow 4G and 4x CPU) on the screens people open at the courts:
// login, the player dashboard and a public fixtures page (without and with a published order of play), against the
// built app in production mode.
// Targets (issues 27, 42): performance >= 90, accessibility 100, best practices >= 95, TBT <= 200 ms, CLS <= 0.05 on each.
// Build first: npx nx run-many -t build --projects=shared,backend,frontend
// Usage: node tools/bench/lighthouse.mjs [--runs 3] [--save DIR] [--dist DIR] [--page NAME]
//   Each figure is a page's median over the runs; --save keeps the median run's JSON report; --dist serves another
//   build of the UI (a copy of frontend/dist), to measure two versions in one window; --page measures one page only
//   (its name as in the table, say 'player dashboard').
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SIGNED_IN_HINT_COOKIE } from '../../libs/shared/dist/index.js';
import { apiClient, arg, day } from './lib/api-client.mjs';
import { SEED_PASSWORD, seedCounts } from './lib/seed.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';
import { sessionCookie, startApi } from './lib/start-api.mjs';
import { seedDatabase } from './seed.mjs';

const runs = Number(arg('runs', '3'));
const saveDir = arg('save', null);
const frontendDist = arg('dist', undefined);
const onlyPage = arg('page', null);
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/rallypoint_lighthouse_${offset}`;
const debuggingPort = 9400 + offset;
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95 };
const LIMITS = { TBT: { audit: 'total-blocking-time', max: 200 }, CLS: { audit: 'cumulative-layout-shift', max: 0.05 } };

const scale = 0.01;
await seedDatabase(databaseUrl, scale);
const smtp = await startSmtpSink();
const app = await startApi({
  databaseUrl,
  port: 3950 + offset,
  secret: 'lighthouse-session-secret',
  smtpPort: smtp.port,
  queuePrefix: `rp-lh-${offset}-${Date.now()}`,
  frontendDist,
});

// Two tournaments with saved fixtures: the first as the fixtures alone, the second on its event day with the order of
// play its organizer published.
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const [fixturesOnly, eventDay] = (
  await db.query(
    `SELECT f.tournament_id AS id, u.username AS organizer FROM fixture_sets f
       JOIN tournaments t ON t.id = f.tournament_id JOIN users u ON u.id = t.organizer_id ORDER BY 1 LIMIT 2`,
  )
).rows;
await db.end();
await publishOrderOfPlay(eventDay);
const playerCookie = await sessionCookie(app.base, `bench_player_${seedCounts(scale).organizers + 10}`, SEED_PASSWORD);

// Signed-out pages first; the player's page then runs in a browser holding the player's cookies, as after a sign-in.
const allPages = [
  { name: 'login', path: '/login' },
  { name: 'public fixtures', path: `/tournament-fixtures/${fixturesOnly.id}` },
  { name: 'public fixtures + order of play', path: `/tournament-fixtures/${eventDay.id}` },
  { name: 'player dashboard', path: '/dashboard', signedIn: true },
];
const pages = allPages.filter((page) => !onlyPage || page.name === onlyPage);
if (pages.length === 0) {
  // The API, its worker and the mail sink are running: a mistyped name must not leave them behind.
  app.stop();
  smtp.close();
  throw new Error(`no page named ${onlyPage}`);
}

/**
 * What a club has on event day, made through the API as its organizer: the tournament moved to today and tomorrow,
 * eight courts, a draft computed over the saved fixtures, published.
 */
async function publishOrderOfPlay({ id, organizer }) {
  const { send, expectOk } = apiClient(app.base);
  const cookie = await sessionCookie(app.base, organizer, SEED_PASSWORD);
  const path = `/api/tournaments/${id}`;
  await expectOk('dates', send(cookie, 'PATCH', path, { startDate: day(0), endDate: day(1) }));
  await expectOk(
    'settings',
    send(cookie, 'PUT', `${path}/schedule-settings`, {
      courts: Array.from({ length: 8 }, (_, i) => ({ name: `Court ${i + 1}` })),
      days: [0, 1].map((offset) => ({ date: day(offset), start: '09:00', end: '20:00' })),
      minutes: { league: 60, 'semi-final': 75, final: 90 },
      restMinutes: 30,
    }),
  );
  const draft = await expectOk('draft', send(cookie, 'POST', `${path}/schedule`));
  await expectOk('publish', send(cookie, 'POST', `${path}/schedule/publish`));
  console.log(`order of play: ${draft.placed.length} matches placed (${draft.unplaced.length} not) on tournament ${id}`);
}

// A persistent context is the browser's default one, which the tabs Lighthouse opens share (cookies included).
const profile = mkdtempSync(join(tmpdir(), 'rp-lighthouse-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', `--remote-debugging-port=${debuggingPort}`],
});
const signIn = () => {
  const separator = playerCookie.indexOf('=');
  const [name, value] = [playerCookie.slice(0, separator), playerCookie.slice(separator + 1)];
  const url = app.base;
  return browser.addCookies([
    { name, value, url, httpOnly: true, sameSite: 'Lax' },
    { name: SIGNED_IN_HINT_COOKIE, value: '1', url, sameSite: 'Lax' },
  ]);
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const failingAudits = (lhr, category) =>
  lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .map((audit) => audit.id);

const rows = [];
const missed = [];
for (const page of pages) {
  const reports = [];
  if (page.signedIn) await signIn();
  for (let run = 0; run < runs; run++) {
    const { lhr } = await lighthouse(`${app.base}${page.path}`, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(TARGETS),
      // Lighthouse clears the origin's storage before a run; the signed-in page keeps its cookies.
      disableStorageReset: Boolean(page.signedIn),
    });
    if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) throw new Error(`${page.name}: ended on ${lhr.finalDisplayedUrl}`);
    reports.push(lhr);
  }
  const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);
  const typical = reports.find((lhr) => score(lhr, 'performance') === median(reports.map((r) => score(r, 'performance'))));
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    writeFileSync(join(saveDir, `${page.name.replaceAll(' ', '-')}.json`), JSON.stringify(typical));
  }
  // Each figure is its median over the runs; the failing audits named are the typical (median performance) run's.
  const row = { page: page.name };
  for (const [category, target] of Object.entries(TARGETS)) {
    row[category] = median(reports.map((lhr) => score(lhr, category)));
    if (row[category] < target)
      missed.push(`${page.name} ${category} ${row[category]} < ${target} (${failingAudits(typical, category).join(', ')})`);
  }
  const value = (audit) => median(reports.map((lhr) => lhr.audits[audit].numericValue));
  row.LCP = `${(value('largest-contentful-paint') / 1000).toFixed(1)} s`;
  for (const [column, { audit, max }] of Object.entries(LIMITS)) {
    const measured = value(audit);
    row[column] = column === 'CLS' ? Number(measured.toFixed(3)) : `${Math.round(measured)} ms`;
    if (measured > max) missed.push(`${page.name} ${column} ${row[column]} > ${max}`);
  }
  // Lighthouse's measure of this machine's speed during the runs (a desktop about 1,500+; lower on a busy machine).
  row.benchmarkIndex = Math.round(median(reports.map((lhr) => lhr.environment.benchmarkIndex)));
  rows.push(row);
}

console.table(rows);
console.log(missed.length ? `\nMISSED: ${missed.join('; ')}` : '\nall targets met');
await browser.close();
rmSync(profile, { recursive: true, force: true });
app.stop();
smtp.close();
process.exit(missed.length ? 1 : 0);
