import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { UnitOfWork } from '../../src/platform/events';
import { EmailMessage, MailOutbox } from '../../src/platform/mail';
import { eventually } from '../support/eventually';
import { signedInAs, validSignup } from '../support/factories';
import { CapturedMail } from '../support/smtp-capture';
import { startTestApp, TestApp } from '../support/test-app';

const unique = () => randomBytes(4).toString('hex');
const ONE_CLICK = 'List-Unsubscribe=One-Click';

/** decisions.md "Languages and e-mail manners": automatic mail says so; bulk mail can be stopped in one click. */
describe('automatic and bulk e-mail', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const send = (message: Omit<EmailMessage, 'text' | 'kind'> & { kind?: string }) =>
    t.app.get(UnitOfWork).run(null, (tx) => t.app.get(MailOutbox).send(tx, { kind: 'test-mail', text: 'Hello', ...message }));
  const receive = (subject: string) => t.smtp.waitFor((m) => m.subject === subject);
  const statusOf = (subject: string) =>
    eventually(
      async () => (await t.dataSource.query(`SELECT status FROM email_outbox WHERE subject = $1`, [subject]))[0]?.status,
      (status) => status === 'sent' || status === 'suppressed' || status === 'failed',
    );
  /** The address between the angle brackets of List-Unsubscribe. */
  const unsubscribeLink = (mail: CapturedMail) => /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'])![1];
  const pathOf = (link: string) => link.replace(t.config.appUrl, '');

  it('marks a transactional mail (the verification link) Auto-Submitted, with no List-Unsubscribe', async () => {
    const signup = validSignup();
    await request(t.http).post('/api/auth/signup').send(signup).expect(201);
    const mail = await t.smtp.waitFor((m) => m.to.includes(signup.email));
    expect(mail.headers['auto-submitted']).toBe('auto-generated');
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.headers['list-unsubscribe-post']).toBeUndefined();
  });

  it('gives bulk mail one-click unsubscribe; once used, the next bulk mail is suppressed and transactional mail still goes', async () => {
    const address = `Registrant_${unique()}@Example.com`;
    const first = `News ${unique()}`;
    await send({ to: address, subject: first, bulk: true });
    const mail = await receive(first);
    expect(mail.headers['auto-submitted']).toBe('auto-generated');
    expect(mail.headers['list-unsubscribe-post']).toBe(ONE_CLICK);
    const link = unsubscribeLink(mail);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/mail\/unsubscribe\?token=[\w-]+\.[\w-]+$/);
    expect(mail.text).toContain(`Stop them: ${link}`);

    // A GET (a mail scanner's prefetch, or a click) changes nothing: it leads to the page that asks.
    const landing = await request(t.http).get(pathOf(link)).expect(303);
    expect(landing.headers.location).toBe(`/unsubscribe?token=${new URL(link).searchParams.get('token')}`);
    const second = `News ${unique()}`;
    await send({ to: address, subject: second, bulk: true });
    expect(await statusOf(second)).toBe('sent');

    // The mail client's POST: a form, no Origin, no cookie.
    const answer = await request(t.http)
      .post(pathOf(link))
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(ONE_CLICK)
      .expect(200);
    expect(answer.body.message).toBe('You will no longer receive tournament announcements and order-of-play news by e-mail.');

    const third = `News ${unique()}`;
    await send({ to: address.toLowerCase(), subject: third, bulk: true });
    expect(await statusOf(third)).toBe('suppressed');
    const receipt = `Receipt ${unique()}`;
    await send({ to: address, subject: receipt });
    await receive(receipt);
    expect(t.smtp.messages.filter((m) => m.subject === third)).toHaveLength(0);
    const [suppressed] = await t.dataSource.query(`SELECT claimed_by, secrets FROM email_outbox WHERE subject = $1`, [third]);
    expect(suppressed).toEqual({ claimed_by: null, secrets: null });
  });

  it("takes the same field as JSON from the app's own unsubscribe page", async () => {
    const address = `reader_${unique()}@example.com`;
    const subject = `News ${unique()}`;
    await send({ to: address, subject, bulk: true });
    const link = unsubscribeLink(await receive(subject));
    await request(t.http).post(pathOf(link)).set('Origin', t.config.appUrl).send({ 'List-Unsubscribe': 'One-Click' }).expect(200);
    const next = `News ${unique()}`;
    await send({ to: address, subject: next, bulk: true });
    expect(await statusOf(next)).toBe('suppressed');
  });

  it('refuses a forged token, a body without One-Click, and a form anywhere else', async () => {
    const forged = `${Buffer.from('someone@example.com').toString('base64url')}.${'A'.repeat(43)}`;
    const refused = await request(t.http)
      .post(`/api/mail/unsubscribe?token=${forged}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(ONE_CLICK)
      .expect(400);
    expect(refused.body.fields).toEqual({ token: ['This unsubscribe link is not valid'] });

    const noClick = await request(t.http)
      .post(`/api/mail/unsubscribe?token=${forged}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=Later')
      .expect(400);
    expect(noClick.body.fields).toEqual({ 'List-Unsubscribe': ['Send List-Unsubscribe=One-Click to unsubscribe'] });

    await request(t.http)
      .post('/api/auth/login')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('username=a&password=b')
      .expect(415);
    const { agent } = await signedInAs(t, 'player');
    await agent
      .put('/api/me/email-preferences')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('tournamentNews=false')
      .expect(415);
  });

  describe('the signed-in preference', () => {
    it('is for signed-in users only', async () => {
      await request(t.http).get('/api/me/email-preferences').expect(401);
      await request(t.http).put('/api/me/email-preferences').send({ tournamentNews: false }).expect(401);
    });

    it('names the field of a bad body', async () => {
      const { agent } = await signedInAs(t, 'player');
      const answer = await agent.put('/api/me/email-preferences').send({ tournamentNews: 'no' }).expect(400);
      expect(answer.body.fields).toEqual({
        tournamentNews: ['Choose whether to receive tournament announcements and order-of-play news by e-mail'],
      });
    });

    it('round-trips, shares the list the link writes, and decides bulk mail to the address', async () => {
      const { agent, user } = await signedInAs(t, 'player');
      expect((await agent.get('/api/me/email-preferences').expect(200)).body).toEqual({ tournamentNews: true });
      expect((await agent.put('/api/me/email-preferences').send({ tournamentNews: false }).expect(200)).body).toEqual({
        tournamentNews: false,
      });
      expect((await agent.get('/api/me/email-preferences').expect(200)).body).toEqual({ tournamentNews: false });
      const stopped = `News ${unique()}`;
      await send({ to: user.email, subject: stopped, bulk: true });
      expect(await statusOf(stopped)).toBe('suppressed');

      await agent.put('/api/me/email-preferences').send({ tournamentNews: true }).expect(200);
      const resumed = `News ${unique()}`;
      await send({ to: user.email, subject: resumed, bulk: true });
      const mail = await receive(resumed);

      await request(t.http)
        .post(pathOf(unsubscribeLink(mail)))
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send(ONE_CLICK)
        .expect(200);
      expect((await agent.get('/api/me/email-preferences').expect(200)).body).toEqual({ tournamentNews: false });
    });
  });
});
