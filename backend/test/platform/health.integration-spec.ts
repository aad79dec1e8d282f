import { Client } from 'pg';
import request from 'supertest';
import { createUser } from '../support/factories';
import { ADMIN_DATABASE_URL } from '../support/test-database';
import { startTestApp, TestApp } from '../support/test-app';

async function asAdmin(sql: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Shuts the database to everyone: no new connections, and the open ones are ended. */
async function takeDatabaseDown(name: string): Promise<void> {
  await asAdmin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  await asAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
}

const bringDatabaseBack = (name: string) => asAdmin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);

describe('health and answers while the database is down', () => {
  let t: TestApp;
  let database: string;
  beforeAll(async () => {
    t = await startTestApp();
    database = new URL(t.config.databaseUrl).pathname.slice(1);
  });
  afterAll(async () => {
    await bringDatabaseBack(database);
    await t.close();
  });

  it('reports ok with 200 while everything is up', async () => {
    expect((await request(t.http).get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('answers 503 with Retry-After, to every kind of request, while the database is unreachable, and recovers without a restart', async () => {
    const user = await createUser(t, 'player');
    const agent = request.agent(t.http);
    await agent.post('/api/auth/login').send({ username: user.username, password: user.password }).expect(200);

    await takeDatabaseDown(database);
    try {
      const health = await request(t.http).get('/api/health');
      expect({ status: health.status, body: health.body }).toEqual({
        status: 503,
        body: { status: 'down', database: 'down', redis: 'up' },
      });
      expect(Number(health.headers['retry-after'])).toBeGreaterThan(0);

      const answers = [
        await request(t.http).get('/api/tournaments/1/fixtures'),
        await request(t.http).post('/api/auth/login').send({ username: user.username, password: user.password }),
        await agent.get('/api/auth/me'),
        await agent.get('/api/tournaments'),
      ];
      for (const answer of answers) {
        expect({ status: answer.status, message: answer.body.message }).toEqual({
          status: 503,
          message: 'The service is briefly unavailable. Please try again in a moment.',
        });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await bringDatabaseBack(database);
    }

    await request(t.http).get('/api/health').expect(200);
    expect((await agent.get('/api/auth/me').expect(200)).body.username).toBe(user.username);
  });
});

describe('health while Redis is down', () => {
  let t: TestApp;
  // The check needs no e-mail worker.
  beforeAll(async () => (t = await startTestApp({ redisUrl: 'redis://127.0.0.1:1', env: { RUN_WORKER: 'false' } })));
  afterAll(() => t.close());

  it('reports degraded with 200: the app still serves without Redis', async () => {
    expect((await request(t.http).get('/api/health').expect(200)).body).toEqual({
      status: 'degraded',
      database: 'up',
      redis: 'down',
    });
  });
});
