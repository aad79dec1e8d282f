#!/usr/bin/env node
// Runs the whole app from the built output on one URL: API + worker + web UI (backend/dist/main.js),
// a mail capture unless SMTP_HOST points elsewhere, and an embedded PostgreSQL when no DATABASE_URL is given.
// `npm start` builds first; this script only starts things. Ctrl+C (SIGINT) or SIGTERM stops everything in order.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from './api-node-flags.mjs';
import { startMailCapture } from './mail-capture.mjs';
import { createServer } from 'node:net';
import { prepareDatabase, redactUrl } from './database.mjs';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiEntry = join(repoRoot, 'backend', 'dist', 'main.js');
const sharedEntry = join(repoRoot, 'libs', 'shared', 'dist', 'index.js');
const log = (line) => console.log(`[start] ${line}`);
const startedAt = Date.now();

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development', PORT: process.env.PORT || '3000' };
const port = Number(env.PORT);
const cleanups = []; // run last-in, first-out on shutdown
let api = null;
let shuttingDown = false;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(signal, 0, signal));
// `npm start` runs this under `sh -c`; npm forwards SIGTERM to that shell only, which then dies without passing
// it on. Being handed to another parent means whoever started this is gone: stop rather than linger.
const parentPid = process.ppid;
setInterval(() => process.ppid !== parentPid && shutdown('the parent process exited', 0), 1_000).unref();

try {
  await main();
} catch (error) {
  console.error(`[start] ${error.message}`);
  await shutdown(null, 1);
}

async function main() {
  if (!existsSync(apiEntry)) {
    throw new Error(
      `${apiEntry} is missing: build first (npm start builds, or: npx nx run-many -t build --projects=shared,backend,frontend)`,
    );
  }

  await assertPortFree(port);
  const mail = await startMail();
  const database = await startDatabase();
  env.DATABASE_URL = database.url;

  const apiStarted = Date.now();
  api = spawn(process.execPath, [...API_NODE_FLAGS, apiEntry], { cwd: repoRoot, env, stdio: 'inherit' });
  api.on('exit', (code, signal) => {
    if (!shuttingDown) {
      shutdown(`the API stopped (${signal ?? `exit ${code}`})`, code || 1);
    }
  });
  const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, Number(env.START_TIMEOUT_MS || 120_000));
  printBanner({ mail, database, health, apiMs: Date.now() - apiStarted });
}

/** The capture stands in for a mail server unless SMTP_HOST names a real one. */
async function startMail() {
  const host = env.SMTP_HOST;
  if (host && !['127.0.0.1', 'localhost', '::1'].includes(host)) return { external: host };
  env.SMTP_HOST = '127.0.0.1';
  env.SMTP_PORT = env.SMTP_PORT || '1025';
  env.MAIL_UI_PORT = env.MAIL_UI_PORT || '1080';
  try {
    const capture = await startMailCapture({ smtpPort: Number(env.SMTP_PORT), uiPort: Number(env.MAIL_UI_PORT) });
    cleanups.push(() => capture.close());
    return { url: capture.url };
  } catch (error) {
    if (error.code !== 'EADDRINUSE') throw error;
    // Most likely another `npm start` (or a standalone capture) already listens there: mail goes to it.
    log(`mail ports ${env.SMTP_PORT}/${env.MAIL_UI_PORT} are taken; assuming a mail capture already runs there`);
    return { url: `http://localhost:${env.MAIL_UI_PORT}` };
  }
}

async function startDatabase() {
  const reset = ['1', 'true', 'yes'].includes(String(env.RESET_DATABASE).toLowerCase());
  let url = env.DATABASE_URL;
  let embedded = null;
  if (!url) {
    const pgPort = Number(env.EMBEDDED_PG_PORT || 5433);
    log(`starting the embedded PostgreSQL on 127.0.0.1:${pgPort}`);
    embedded = await startEmbeddedPostgres({ port: pgPort, log });
    cleanups.push(() => embedded.stop());
    url = embedded.url('rallypoint');
    const { initMs, startMs } = embedded.timings;
    log(
      `embedded PostgreSQL ready (${initMs ? `first-time init ${initMs} ms, ` : ''}start ${startMs} ms; data in ${embedded.dataDir})`,
    );
  }
  const outcome = await prepareDatabase(url, { reset, log });
  log(`database ${new URL(url).pathname.slice(1)}: ${outcome}`);
  return { url, embedded };
}

/** Fails early and clearly when another server (often another `npm start`) holds the app's port. */
function assertPortFree(portNumber) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', (error) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(`port ${portNumber} is in use (another npm start?): stop it or set PORT`)
            : error,
        ),
      )
      .once('listening', () => probe.close(resolve))
      .listen(portNumber);
  });
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shuttingDown) throw new Error('stopped while waiting for the API');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return await response.json();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer ${url} within ${timeoutMs / 1000} s`);
}

function demoAccounts() {
  const seeded = env.NODE_ENV === 'development' && !['0', 'false', 'no'].includes(String(env.SEED_DEMO_ACCOUNTS).toLowerCase());
  if (!seeded || !existsSync(sharedEntry)) return [];
  // libs/shared builds to CommonJS.
  return createRequire(import.meta.url)(sharedEntry).DEMO_ACCOUNTS ?? [];
}

function printBanner({ mail, database, health, apiMs }) {
  const appUrl = `http://localhost:${port}`;
  const accounts = demoAccounts();
  const width = Math.max(0, ...accounts.map((a) => `${a.username} / ${a.password}`.length));
  const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
  const lines = [
    `RallyPoint is ready: ${appUrl}`,
    '',
    ...(accounts.length
      ? [
          'Demo accounts:',
          ...accounts.map((a) => `  ${`${a.username} / ${a.password}`.padEnd(width)}   ${a.label ?? a.role}`),
          '',
        ]
      : []),
    mail.external
      ? `Mail:     sent through ${mail.external}:${env.SMTP_PORT ?? ''}`
      : `Mail:     ${mail.url}  (every e-mail the app sends lands here; SMTP 127.0.0.1:${env.SMTP_PORT})`,
    `Database: ${health.database === 'up' ? 'up' : `DOWN (health says ${health.database})`}, ${
      database.embedded
        ? `embedded PostgreSQL on 127.0.0.1:${database.embedded.port}, data in ${database.embedded.dataDir}`
        : redactUrl(database.url)
    }`,
    health.redis === 'up'
      ? `Redis:    up at ${redisUrl}`
      : `Redis:    not reachable at ${redisUrl}; the app still serves, queued jobs wait until Redis answers`,
    '',
    `Started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (API ${(apiMs / 1000).toFixed(1)} s). Press Ctrl+C to stop.`,
  ];
  const rule = '─'.repeat(Math.max(...lines.map((l) => l.length)) + 2);
  console.log(['', rule, ...lines.map((l) => ` ${l}`), rule, ''].join('\n'));
}

/** API first (it still holds database connections), then the mail capture and the database. */
async function shutdown(reason, exitCode, signal) {
  if (shuttingDown) {
    if (signal) {
      log('second signal: stopping at once');
      api?.kill('SIGKILL');
      process.exit(130);
    }
    return;
  }
  shuttingDown = true;
  if (reason) log(`${reason}: shutting down`);
  if (api && api.exitCode === null && api.signalCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill(signal ?? 'SIGTERM');
    const forced = setTimeout(() => api.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(forced);
  }
  for (const cleanup of cleanups.reverse()) {
    await Promise.resolve()
      .then(cleanup)
      .catch((error) => console.error(`[start] while stopping: ${error.message}`));
  }
  process.exit(exitCode);
}
