import type { ChildProcess } from 'node:child_process';
import request from 'supertest';
import { eventually } from '../support/eventually';
import { freePort } from '../support/free-port';
import { startRedisOn } from '../support/redis-later';
import { validSignup } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('e-mail outbox when Redis is down', () => {
  let t: TestApp;
  let port: number;
  let redis: ChildProcess | null = null;

  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp({ redisUrl: `redis://127.0.0.1:${port}`, outboxSweepMs: 200 });
  });
  afterAll(async () => {
    await t.close();
    redis?.kill('SIGKILL');
  });

  it('still signs people up, keeps the mail in the outbox, and sends it once Redis is back', async () => {
    const signup = validSignup();
    // Answered while Redis is still down: the request never waits for the queue (no timing asserted).
    await request(t.http).post('/api/auth/signup').send(signup).expect(201);

    await new Promise((resolve) => setTimeout(resolve, 800));
    const [waiting] = await t.dataSource.query(`SELECT status, sent_at FROM email_outbox WHERE to_address = $1`, [signup.email]);
    expect(waiting).toEqual({ status: 'pending', sent_at: null });
    expect(t.smtp.mailsTo(signup.email)).toHaveLength(0);
    expect((await request(t.http).get('/api/health').expect(200)).body).toMatchObject({ database: 'up', redis: 'down' });

    redis = startRedisOn(port);
    const mail = await t.smtp.waitFor((m) => m.to.includes(signup.email), 20000);
    expect(mail.subject).toBe('Verify your RallyPoint account');

    // The worker marks the row sent in the transaction that sent it; it commits just after delivery.
    const sent = await eventually(
      async () =>
        (await t.dataSource.query(`SELECT status, attempts FROM email_outbox WHERE to_address = $1`, [signup.email]))[0],
      (row) => row.status === 'sent',
    );
    expect(sent).toEqual({ status: 'sent', attempts: 1 });
    expect(t.smtp.mailsTo(signup.email)).toHaveLength(1);
  });
});
