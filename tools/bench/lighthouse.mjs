// Lighthouse (mobile profile, its default simulated slow 4G and 4x CPU) on the screens people open at the courts:
// login, the player dashboard and a public fixtures page, against the built app in production mode.
// Targets (issue 27): performance >= 90, accessibility 100, best practices >= 95 on each.
// Build first: npx nx run-many -t build --projects=shared,backend,frontend
// Usage: node tools/bench/lighthouse.mjs [--runs 3] [--save DIR]   (each page's median run is reported; --save keeps its JSON report)
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SIGNED_IN_HINT_COOKIE } from '../../libs/shared/dist/index.js';
import { arg } from './lib/api-client.mjs';
import { SEED_PASSWORD, seedCounts } from './lib/seed.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';
import { sessionCookie, startApi } from './lib/start-api.mjs';
import { seedDatabase } from './seed.mjs';

const runs = Number(arg('runs', '3'));
const saveDir = arg('save', null);
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/rallypoint_lighthouse_${offset}`;
const debuggingPort = 9400 + offset;
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95 };

const scale = 0.01;
await seedDatabase(databaseUrl, scale);
const smtp = await startSmtpSink();
const app = await startApi({
  databaseUrl,
  port: 3950 + offset,
  secret: 'lighthouse-session-secret',
  smtpPort: smtp.port,
  queuePrefix: `rp-lh-${offset}-${Date.now()}`,
});

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const [{ id: fixturesId }] = (await db.query('SELECT tournament_id AS id FROM fixture_sets ORDER BY 1 LIMIT 1')).rows;
await db.end();
const playerCookie = await sessionCookie(app.base, `bench_player_${seedCounts(scale).organizers + 10}`, SEED_PASSWORD);

// Signed-out pages first; the player's page then runs in a browser holding the player's cookies, as after a sign-in.
const pages = [
  { name: 'login', path: '/login' },
  { name: 'public fixtures', path: `/tournament-fixtures/${fixturesId}` },
  { name: 'player dashboard', path: '/dashboard', signedIn: true },
];

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
  const row = { page: page.name };
  for (const [category, target] of Object.entries(TARGETS)) {
    row[category] = score(typical, category);
    if (row[category] < target)
      missed.push(`${page.name} ${category} ${row[category]} < ${target} (${failingAudits(typical, category).join(', ')})`);
  }
  row.LCP = typical.audits['largest-contentful-paint'].displayValue;
  row.TBT = typical.audits['total-blocking-time'].displayValue;
  row.CLS = typical.audits['cumulative-layout-shift'].displayValue;
  rows.push(row);
}

console.table(rows);
console.log(missed.length ? `\nMISSED: ${missed.join('; ')}` : '\nall targets met');
await browser.close();
rmSync(profile, { recursive: true, force: true });
app.stop();
smtp.close();
process.exit(missed.length ? 1 : 0);
