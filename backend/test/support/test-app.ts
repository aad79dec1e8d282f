import { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { SecondConnectionGuard } from '../../src/platform/database/second-connection-guard';
import { createApi } from '../../src/platform/http/create-api';
import { watchUndocumentedAnswers } from './documented-answers';
import { createTestDatabase } from './test-database';
import { SmtpCapture } from './smtp-capture';

export interface TestApp {
  app: INestApplication;
  http: ReturnType<INestApplication['getHttpServer']>;
  config: AppConfig;
  dataSource: DataSource;
  smtp: SmtpCapture;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  redisUrl?: string;
  outboxSweepMs?: number;
  trustProxy?: boolean;
  /** A database of the test's own (migrated at start) instead of a clone of the shared template. */
  databaseUrl?: string;
  /** Extra environment, e.g. to exercise start-up seeding. */
  env?: NodeJS.ProcessEnv;
}

/** The whole API on its own database, real Redis (own queue prefix) and an SMTP capture. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.databaseUrl ? { url: options.databaseUrl, drop: async () => undefined } : await createTestDatabase();
  const smtp = await new SmtpCapture().start();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: options.redisUrl ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `rp-test-${randomBytes(4).toString('hex')}`,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    APP_URL: 'http://localhost:3000',
    SESSION_SECRET: 'integration-test-secret',
    FRONTEND_DIST: '',
    RUN_WORKER: 'true',
    SEED_DEMO_ACCOUNTS: 'false',
    OUTBOX_SWEEP_MS: String(options.outboxSweepMs ?? 0),
    TRUST_PROXY: options.trustProxy ? 'true' : 'false',
    APP_VERSION: 'test-version',
    ...options.env,
  });
  const app = await createApi(AppModule.forRoot(config), config, ['error']);
  const undocumentedAnswers = watchUndocumentedAnswers(app);
  // Listening for the whole test: supertest then reuses the port instead of opening and closing the server around
  // each request, which resets a racing request's connection when another one closes it first.
  await app.listen(0, '127.0.0.1');
  return {
    app,
    http: app.getHttpServer(),
    config,
    dataSource: app.get(DataSource),
    smtp,
    close: async () => {
      const { violations } = app.get(SecondConnectionGuard);
      await app.close();
      await smtp.stop();
      await database.drop();
      if (violations.length)
        throw new Error(`${violations.length} pooled connection(s) taken inside a transaction:\n${violations[0]}`);
      const undocumented = undocumentedAnswers();
      if (undocumented.length) throw new Error(`answers the API document does not list:\n${undocumented.join('\n')}`);
    },
  };
}
