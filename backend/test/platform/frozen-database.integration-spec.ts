import request from 'supertest';
import { person, type Person } from '../social/social-factories';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * What every request must do while PostgreSQL is frozen: answer 503 with Retry-After. The server stays frozen until
 * every answer is in, so each one came from the app giving up by itself (pool acquire and query timeouts), not from
 * the database; how long that took is printed, not asserted (timing belongs to tools/bench).
 */

interface Answer {
  what: string;
  status: number;
  retryAfter: string | undefined;
  ms: number;
}

async function timed(what: string, send: () => request.Test): Promise<Answer> {
  const started = performance.now();
  const response = await send();
  return {
    what,
    status: response.status,
    retryAfter: response.headers['retry-after'],
    ms: Math.round(performance.now() - started),
  };
}

describe('a frozen database (every PostgreSQL process stopped with SIGSTOP)', () => {
  let postgres: PrivatePostgres;
  let t: TestApp;
  let ann: Person;
  let bob: Person;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    t = await startTestApp({ databaseUrl: postgres.url });
    [ann, bob] = await Promise.all([person(t, { firstName: 'Ann' }), person(t, { firstName: 'Bob' })]);
  }, 60_000);
  afterAll(async () => {
    postgres?.thaw();
    await t?.close();
    await postgres?.stop();
  });

  const everyKind = (): Array<Promise<Answer>> => [
    timed('signed-in read', () => ann.agent.get('/api/auth/me')),
    timed('list read', () => ann.agent.get('/api/tournaments')),
    timed('public read', () => request(t.http).get('/api/tournaments/1')),
    timed('write', () =>
      ann.agent.post('/api/messages/send').send({ recipientId: bob.id, subject: 'Frozen?', message: 'Hello' }),
    ),
    timed('sign-in', () => request(t.http).post('/api/auth/login').send({ username: bob.username, password: 'password123' })),
    ...Array.from({ length: 15 }, (_, i) => timed(`concurrent read ${i + 1}`, () => bob.agent.get('/api/auth/me'))),
  ];

  it('answers every request 503 with Retry-After while frozen, health says down, and recovers without a restart', async () => {
    postgres.freeze();
    let answers: Answer[];
    let health: Answer;
    try {
      // A second wave meets whatever the first left behind (connections still waiting on the frozen server).
      const first = await Promise.all(everyKind());
      const second = await Promise.all(everyKind());
      health = await timed('health', () => request(t.http).get('/api/health'));
      answers = [...first, ...second];
    } finally {
      postgres.thaw();
    }
    console.log(
      `frozen database: ${answers.length} requests, statuses ${[...new Set(answers.map((a) => a.status))].join('/')}, ` +
        `slowest ${Math.max(...answers.map((a) => a.ms))} ms; health ${health.status} in ${health.ms} ms`,
    );
    for (const answer of answers) {
      expect({ what: answer.what, status: answer.status, retryAfter: answer.retryAfter }).toEqual({
        what: answer.what,
        status: 503,
        retryAfter: expect.any(String),
      });
    }
    expect(health.status).toBe(503);
    expect(health.retryAfter).toBeDefined();

    // Back without a restart: the first requests after the thaw may still meet a discarded connection.
    let recovered = false;
    for (let attempt = 0; attempt < 40 && !recovered; attempt++) {
      recovered =
        (await ann.agent.get('/api/auth/me')).status === 200 && (await request(t.http).get('/api/health')).status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(true);
    await ann.agent
      .post('/api/messages/send')
      .send({ recipientId: bob.id, subject: 'Thawed', message: 'Hello again' })
      .expect(201);
  }, 60_000);
});
