import request from 'supertest';
import { SIGNUP_MESSAGES } from '@rallypoint/shared';
import { validSignup } from '../support/factories';
import { firstLink } from '../support/smtp-capture';
import { startTestApp, TestApp } from '../support/test-app';

describe('POST /api/auth/signup', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('answers an empty body with 400 naming every required field with its message', async () => {
    const response = await request(t.http).post('/api/auth/signup').send({}).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.body.fields).toEqual({
      firstName: [SIGNUP_MESSAGES.firstName],
      lastName: [SIGNUP_MESSAGES.lastName],
      username: [SIGNUP_MESSAGES.username],
      email: [SIGNUP_MESSAGES.email],
      phone: [SIGNUP_MESSAGES.phone],
      sports: [SIGNUP_MESSAGES.sports],
      addressLine1: [SIGNUP_MESSAGES.addressLine1],
      state: [SIGNUP_MESSAGES.state],
      zipCode: [SIGNUP_MESSAGES.zipCode],
      password: [SIGNUP_MESSAGES.password],
    });
    expect(response.body.message).toContain(SIGNUP_MESSAGES.firstName);
  });

  it.each([
    ['firstName', '   ', SIGNUP_MESSAGES.firstName],
    ['lastName', '', SIGNUP_MESSAGES.lastName],
    ['username', 'ab', SIGNUP_MESSAGES.username],
    ['username', 'has space', SIGNUP_MESSAGES.usernameCharacters],
    ['email', 'not-an-email', SIGNUP_MESSAGES.email],
    ['phone', '555123', SIGNUP_MESSAGES.phone],
    ['userType', 'coach', SIGNUP_MESSAGES.userType],
    ['sports', [], SIGNUP_MESSAGES.sports],
    ['sports', ['golf'], SIGNUP_MESSAGES.sports],
    ['addressLine1', '', SIGNUP_MESSAGES.addressLine1],
    ['state', 'C', SIGNUP_MESSAGES.state],
    ['zipCode', '9411', SIGNUP_MESSAGES.zipCode],
    ['password', '12345', SIGNUP_MESSAGES.password],
    ['level', 'legend', SIGNUP_MESSAGES.level],
  ])('rejects %s = %j with "%s"', async (field, value, message) => {
    const response = await request(t.http)
      .post('/api/auth/signup')
      .send({ ...validSignup(), [field]: value })
      .expect(400);
    expect(response.body.fields).toEqual({ [field]: [message] });
  });

  it('creates a pending account, answers with a message and e-mails a verification link', async () => {
    const signup = validSignup();
    const response = await request(t.http).post('/api/auth/signup').send(signup).expect(201);
    expect(response.body.message).toMatch(/check your email/i);

    const [user] = await t.dataSource.query(
      `SELECT is_active, is_email_verified, role, user_type, password_hash FROM users WHERE username = $1`,
      [signup.username],
    );
    expect(user).toMatchObject({ is_active: false, is_email_verified: false, role: 'player', user_type: 'individual_player' });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);

    const mail = await t.smtp.waitFor((m) => m.to.includes(signup.email));
    expect(mail.subject).toBe('Verify your RallyPoint account');
    expect(firstLink(mail)).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w-]{20,}$/);
  });

  it('defaults userType to individual_player and keeps the optional fields', async () => {
    const { userType: _omit, ...withoutType } = validSignup({ organizationName: 'Net Gains Club', level: 'advanced' });
    await request(t.http).post('/api/auth/signup').send(withoutType).expect(201);
    const [user] = await t.dataSource.query(`SELECT user_type, organization_name, level FROM users WHERE username = $1`, [
      withoutType.username,
    ]);
    expect(user).toEqual({ user_type: 'individual_player', organization_name: 'Net Gains Club', level: 'advanced' });
  });

  it('answers 409 for a taken username, whatever its case, and stores nothing', async () => {
    const first = validSignup();
    await request(t.http).post('/api/auth/signup').send(first).expect(201);
    const again = validSignup({ username: first.username.toUpperCase() });
    const response = await request(t.http).post('/api/auth/signup').send(again).expect(409);
    expect(response.body.message).toBe('Username is already taken');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [again.email]);
    expect(count).toBe(0);
  });

  it('answers 409 for a taken e-mail address', async () => {
    const first = validSignup();
    await request(t.http).post('/api/auth/signup').send(first).expect(201);
    const response = await request(t.http)
      .post('/api/auth/signup')
      .send(validSignup({ email: first.email.toUpperCase() }))
      .expect(409);
    expect(response.body.message).toBe('Email is already registered');
  });

  it('answers 409, not 500, when the same username signs up twice at once', async () => {
    const signup = validSignup();
    const responses = await Promise.all([
      request(t.http).post('/api/auth/signup').send(signup),
      request(t.http)
        .post('/api/auth/signup')
        .send({ ...signup, email: `other.${signup.email}` }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await request(t.http).post('/api/auth/signup').set('Content-Type', 'application/json').send('{"firstName":');
    expect(response.status).toBe(400);
    expect(response.body.statusCode).toBe(400);
  });
});
