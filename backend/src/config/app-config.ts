import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { isTimeZone } from '@rallypoint/shared';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  appUrl: string;
  databaseUrl: string;
  /** Connection limits of the API's and worker's pool (README.md, "Configuration"). */
  database: DatabaseLimits;
  redisUrl: string;
  /** BullMQ key prefix; tests use their own so they never see each other's jobs. */
  queuePrefix: string;
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string; from: string };
  /** Random per start unless set; the API refuses to start in production without it. */
  sessionSecret: string;
  sessionSecretConfigured: boolean;
  trustProxy: boolean;
  frontendDist: string | null;
  runWorkerInProcess: boolean;
  outboxSweepMs: number;
  /** Mail worker: jobs in flight, pooled SMTP connections, first retry delay (doubles each time). */
  mail: { concurrency: number; smtpConnections: number; retryDelayMs: number; workerNice: number };
  seedDemoAccounts: boolean;
  firstAdmin: { username: string; password: string; email: string } | null;
  version: string;
  logLevel: string;
  /** Swagger UI at /api/docs: on in development and tests, off in production unless API_DOCS says so. */
  apiDocs: boolean;
  /** The club's IANA time zone: new orders of play start in it, and lessons and bootcamps (dates and times without a zone) are read in it. */
  clubTimeZone: string;
}

export interface DatabaseLimits {
  /** Connections in the pool. */
  poolSize: number;
  /** How long a request waits for a free (or new) connection before it answers 503. */
  acquireTimeoutMs: number;
  /** PostgreSQL cancels a statement running longer than this (statement_timeout). */
  statementTimeoutMs: number;
  /** PostgreSQL gives up waiting for a row or table lock after this (lock_timeout). */
  lockTimeoutMs: number;
  /** The client gives up on a server that does not answer at all (a frozen or partitioned database). */
  queryTimeoutMs: number;
  /** How long a command waits for its turn on a busy aggregate before it answers 503 (platform/events/write-turns.ts). */
  turnWaitMs: number;
}

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes'].includes(value.toLowerCase());

/** Reads the environment once; every value has a safe development default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  return {
    env: mode,
    port,
    clubTimeZone: isTimeZone(env.CLUB_TIME_ZONE) ? env.CLUB_TIME_ZONE : 'UTC',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rallypoint',
    database: databaseLimits(env),
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    queuePrefix: env.QUEUE_PREFIX ?? 'rallypoint',
    smtp: {
      host: env.SMTP_HOST ?? '127.0.0.1',
      port: Number(env.SMTP_PORT ?? 1025),
      secure: bool(env.SMTP_SECURE, false),
      user: env.SMTP_USER || undefined,
      pass: env.SMTP_PASS || undefined,
      from: env.MAIL_FROM ?? 'RallyPoint <no-reply@rallypoint.local>',
    },
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    sessionSecretConfigured: !!env.SESSION_SECRET,
    trustProxy: bool(env.TRUST_PROXY, mode === 'production'),
    frontendDist: env.FRONTEND_DIST === '' ? null : resolve(env.FRONTEND_DIST ?? `${__dirname}/../../../frontend/dist`),
    runWorkerInProcess: bool(env.RUN_WORKER, mode !== 'production'),
    outboxSweepMs: Number(env.OUTBOX_SWEEP_MS ?? 5000),
    mail: {
      // Nagle's algorithm used to hold each mail's final dot ~43 ms (mail/no-delay-socket.ts): a connection sent ~22 mails/s
      // and tools/bench/scale.mjs needed 24 to follow a 390–415/s registration burst. Without it (a worker process and the
      // test capture on 2 cores) 1 connection sends ~440 mails/s, 4 ~570/s, 24 ~790/s. Each connection can hold one mail
      // the server has taken but not yet acknowledged when the worker is killed, sent again after: 4 keep that to 4.
      concurrency: Number(env.MAIL_CONCURRENCY ?? 64),
      smtpConnections: Number(env.MAIL_SMTP_CONNECTIONS ?? 4),
      retryDelayMs: Number(env.MAIL_RETRY_DELAY_MS ?? 2000),
      // The worker process's niceness: on a machine it shares with the API, people's requests come before sending.
      workerNice: Number(env.MAIL_WORKER_NICE ?? 10),
    },
    seedDemoAccounts: bool(env.SEED_DEMO_ACCOUNTS, mode === 'development'),
    firstAdmin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? {
            username: env.ADMIN_USERNAME,
            password: env.ADMIN_PASSWORD,
            email: env.ADMIN_EMAIL ?? `${env.ADMIN_USERNAME}@rallypoint.local`,
          }
        : null,
    version: env.APP_VERSION ?? `${readPackageVersion()}+${Date.now().toString(36)}`,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'warn' : 'info'),
    apiDocs: bool(env.API_DOCS, mode !== 'production'),
  };
}

function databaseLimits(env: NodeJS.ProcessEnv): DatabaseLimits {
  const statementTimeoutMs = Number(env.DB_STATEMENT_TIMEOUT_MS ?? 2000);
  return {
    poolSize: Number(env.DB_POOL_SIZE ?? 10),
    // A busy but healthy server drains a burst of 50 writes through 10 connections in well under this, even on two
    // shared cores (1.2 s for the last of 50 messages in CI); a frozen one is caught by the statement and query timeouts.
    acquireTimeoutMs: Number(env.DB_ACQUIRE_TIMEOUT_MS ?? 5000),
    statementTimeoutMs,
    lockTimeoutMs: Number(env.DB_LOCK_TIMEOUT_MS ?? 1500),
    // Past the server's own limit, so a slow statement is cancelled by PostgreSQL (a clean error) before this fires.
    queryTimeoutMs: Number(env.DB_QUERY_TIMEOUT_MS ?? statementTimeoutMs + 500),
    // Holds no connection while it waits: long enough for a burst of a hundred commands on one tournament.
    turnWaitMs: Number(env.DB_TURN_WAIT_MS ?? 10_000),
  };
}

function readPackageVersion(): string {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require('../../package.json') as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

export const APP_CONFIG = Symbol('APP_CONFIG');
