import request from 'supertest';
import { eventually } from '../support/eventually';
import { validSignup } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

interface OutboxRow {
  status: string;
  attempts: number;
  last_error: string | null;
  claimed_at: Date | null;
}

describe('e-mail worker when the mail server refuses mail', () => {
  let t: TestApp;
  const outboxRow = async (email: string): Promise<OutboxRow> =>
    (
      await t.dataSource.query(`SELECT status, attempts, last_error, claimed_at FROM email_outbox WHERE to_address = $1`, [email])
    )[0];

  beforeAll(async () => {
    t = await startTestApp({ env: { MAIL_RETRY_DELAY_MS: '150' } });
  });
  afterAll(() => t.close());
  afterEach(() => (t.smtp.rejecting = false));

  it('counts every failed attempt, backs off, and marks the mail failed after five', async () => {
    t.smtp.rejecting = true;
    const signup = validSignup();
    await request(t.http).post('/api/auth/signup').send(signup).expect(201);

    const row = await eventually(
      () => outboxRow(signup.email),
      (r) => r?.status === 'failed',
      15000,
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 5, claimed_at: null });
    expect(row.last_error).toContain('Mailbox unavailable');
    expect(t.smtp.mailsTo(signup.email)).toHaveLength(0);
  });

  it('keeps the failed attempt counted and sends the mail once the server accepts again', async () => {
    t.smtp.rejecting = true;
    const signup = validSignup();
    await request(t.http).post('/api/auth/signup').send(signup).expect(201);
    const failed = await eventually(
      () => outboxRow(signup.email),
      (r) => (r?.attempts ?? 0) >= 1 && r.last_error !== null,
    );
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });

    t.smtp.rejecting = false;
    await t.smtp.waitFor((mail) => mail.to.includes(signup.email));
    const sent = await eventually(
      () => outboxRow(signup.email),
      (r) => r?.status === 'sent',
    );
    expect(sent.status).toBe('sent');
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(t.smtp.mailsTo(signup.email)).toHaveLength(1);
  });
});
