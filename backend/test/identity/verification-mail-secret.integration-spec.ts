import { createHash } from 'node:crypto';
import request from 'supertest';
import { eventually } from '../support/eventually';
import { validSignup } from '../support/factories';
import { firstLink } from '../support/smtp-capture';
import { startTestApp, TestApp } from '../support/test-app';

interface OutboxRow {
  status: string;
  attempts: number;
  last_error: string | null;
  text: string;
  html: string;
  secrets: { token: string } | null;
  message_id: string;
}

/** The verification link's raw token may be stored only until the mail is sent, and never in its body. */
describe('the verification mail and its token', () => {
  let t: TestApp;
  const outboxRow = async (email: string): Promise<OutboxRow> =>
    (
      await t.dataSource.query(
        `SELECT status, attempts, last_error, text, html, secrets, message_id FROM email_outbox WHERE to_address = $1`,
        [email],
      )
    )[0];

  beforeAll(async () => (t = await startTestApp({ env: { MAIL_RETRY_DELAY_MS: '150' } })));
  afterAll(() => t.close());

  it('keeps the token apart from the body for every attempt, sends one Message-ID, and drops the token once sent', async () => {
    t.smtp.rejecting = true;
    const signup = validSignup();
    await request(t.http).post('/api/auth/signup').send(signup).expect(201);

    const waiting = await eventually(
      () => outboxRow(signup.email),
      (r) => (r?.attempts ?? 0) >= 1 && r.last_error !== null,
    );
    expect(waiting.status).toBe('pending');
    const token = waiting.secrets!.token;
    const [user] = await t.dataSource.query(`SELECT email_verification_token FROM users WHERE email = $1`, [signup.email]);
    expect(user.email_verification_token).toBe(createHash('sha256').update(token).digest('hex'));
    expect(waiting.text).not.toContain(token);
    expect(waiting.html).not.toContain(token);

    t.smtp.rejecting = false;
    const mail = await t.smtp.waitFor((m) => m.to.includes(signup.email));
    const link = new URL(firstLink(mail));
    expect(link.searchParams.get('token')).toBe(token);
    expect(mail.html).toContain(`token=${token}`);
    expect(mail.messageId).toBe(waiting.message_id);

    const sent = await eventually(
      () => outboxRow(signup.email),
      (r) => r.status === 'sent',
    );
    expect(sent.secrets).toBeNull();
    expect(sent.message_id).toBe(waiting.message_id);
    expect(`${sent.text}${sent.html}`).not.toContain(token);
    expect(t.smtp.mailsTo(signup.email)).toHaveLength(1);

    await request(t.http).get(`${link.pathname}${link.search}`).expect(302).expect('Location', '/?verified=1');
  });
});
