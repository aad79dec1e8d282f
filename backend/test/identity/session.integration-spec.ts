import request from 'supertest';
import { LOGIN_MESSAGES, SIGNED_IN_HINT_COOKIE } from '@rallypoint/shared';
import { createUser, signedInAs, validSignup } from '../support/factories';
import { firstLink } from '../support/smtp-capture';
import { startTestApp, TestApp } from '../support/test-app';

const cookieNamed = (response: request.Response, name: string): string | undefined =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));
const sessionCookie = (response: request.Response) => cookieNamed(response, 'rallypoint.sid');

describe('sign-in, sessions and e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('answers GET /api/auth/me with 401 when signed out', async () => {
    const response = await request(t.http).get('/api/auth/me').expect(401);
    expect(response.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('asks for both fields with their messages', async () => {
    const response = await request(t.http).post('/api/auth/login').send({}).expect(400);
    expect(response.body.fields).toEqual({ username: [LOGIN_MESSAGES.username], password: [LOGIN_MESSAGES.password] });
  });

  it('refuses a wrong password with 401 and a clear message', async () => {
    const user = await createUser(t, 'player');
    const response = await request(t.http)
      .post('/api/auth/login')
      .send({ username: user.username, password: 'wrong-one' })
      .expect(401);
    expect(response.body.message).toBe('Invalid username or password');
  });

  it('walks a new account from signup through the e-mailed link to a signed-in session', async () => {
    const signup = validSignup({ firstName: 'Naomi' });
    await request(t.http).post('/api/auth/signup').send(signup).expect(201);
    const agent = request.agent(t.http);

    const pending = await agent
      .post('/api/auth/login')
      .send({ username: signup.username, password: signup.password })
      .expect(403);
    expect(pending.body.message).toMatch(/verify your email/i);

    const link = new URL(firstLink(await t.smtp.waitFor((m) => m.to.includes(signup.email))));
    await agent.get(`${link.pathname}${link.search}`).expect(302).expect('Location', '/?verified=1');
    const [activated] = await t.dataSource.query(
      `SELECT is_active, is_email_verified, activated_at FROM users WHERE username = $1`,
      [signup.username],
    );
    expect(activated.is_active).toBe(true);
    expect(activated.is_email_verified).toBe(true);
    expect(activated.activated_at).toBeInstanceOf(Date);

    const login = await agent.post('/api/auth/login').send({ username: signup.username, password: signup.password }).expect(200);
    expect(login.body).toMatchObject({ username: signup.username, firstName: 'Naomi', role: 'user', isActive: true });
    expect(login.body).not.toHaveProperty('passwordHash');
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({
      username: signup.username,
      email: signup.email,
      userType: 'individual_player',
      role: 'user',
    });

    await agent.get(`${link.pathname}${link.search}`).expect(302).expect('Location', '/?verified=0');
  });

  it('sets a readable sign-in hint beside the httpOnly session at sign-in and clears both at sign-out', async () => {
    const user = await createUser(t, 'player');
    const agent = request.agent(t.http);
    const login = await agent.post('/api/auth/login').send({ username: user.username, password: user.password }).expect(200);
    const hint = cookieNamed(login, SIGNED_IN_HINT_COOKIE);
    expect(hint).toMatch(/^rallypoint\.signed-in=1;/);
    expect(hint).toMatch(/Max-Age=604800/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(sessionCookie(login)).toMatch(/HttpOnly/i);

    const logout = await agent.post('/api/auth/logout').expect(200);
    expect(cookieNamed(logout, SIGNED_IN_HINT_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(sessionCookie(logout)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('ignores a made-up verification token', async () => {
    await request(t.http).get('/api/auth/verify-email?token=not-a-real-token').expect(302).expect('Location', '/?verified=0');
    await request(t.http).get('/api/auth/verify-email').expect(302).expect('Location', '/?verified=0');
  });

  it('tells a deactivated account why it cannot sign in', async () => {
    const user = await createUser(t, 'player', { isActive: false, isEmailVerified: true });
    const response = await request(t.http)
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password })
      .expect(403);
    expect(response.body.message).toMatch(/deactivated/);
  });

  it.each([
    ['admin', 'admin'],
    ['organizer', 'organizer'],
    ['player', 'user'],
  ] as const)('reports a %s as role %s', async (kind, role) => {
    const user = await createUser(t, kind);
    const agent = request.agent(t.http);
    await agent.post('/api/auth/login').send({ username: user.username, password: user.password }).expect(200);
    expect((await agent.get('/api/auth/me').expect(200)).body.role).toBe(role);
  });

  it('sets an httpOnly, SameSite=Lax session cookie, not Secure over plain HTTP', async () => {
    const user = await createUser(t, 'player');
    const response = await request(t.http)
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password })
      .expect(200);
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('issues a new session id at sign-in and the old one stops working', async () => {
    const first = await createUser(t, 'player');
    const second = await createUser(t, 'organizer');
    const agent = request.agent(t.http);
    const one = sessionCookie(
      await agent.post('/api/auth/login').send({ username: first.username, password: first.password }).expect(200),
    );
    const two = sessionCookie(
      await agent.post('/api/auth/login').send({ username: second.username, password: second.password }).expect(200),
    );
    expect(one).toBeDefined();
    expect(two).toBeDefined();
    expect(two!.split(';')[0]).not.toBe(one!.split(';')[0]);
    await request(t.http).get('/api/auth/me').set('Cookie', one!.split(';')[0]).expect(401);
    expect((await agent.get('/api/auth/me').expect(200)).body.username).toBe(second.username);
  });

  it('signs out: the session is gone and me answers 401', async () => {
    const user = await createUser(t, 'player');
    const agent = request.agent(t.http);
    const login = await agent.post('/api/auth/login').send({ username: user.username, password: user.password }).expect(200);
    const cookie = sessionCookie(login)!.split(';')[0];
    await agent.post('/api/auth/logout').expect(200);
    await agent.get('/api/auth/me').expect(401);
    await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(401);
  });

  it('signs a user out everywhere once the account is deactivated', async () => {
    const user = await createUser(t, 'player');
    const agent = request.agent(t.http);
    await agent.post('/api/auth/login').send({ username: user.username, password: user.password }).expect(200);
    await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [user.id]);
    await agent.get('/api/auth/me').expect(401);
  });

  it('ends a session whose row has expired, even with a valid signature', async () => {
    const { agent, user } = await signedInAs(t, 'player');
    await t.dataSource.query(`UPDATE session SET expire = now() - interval '1 minute' WHERE user_id = $1`, [user.id]);
    await agent.get('/api/auth/me').expect(401);
  });

  it('answers 401, not 500, for a session row that names no account', async () => {
    const { agent, user } = await signedInAs(t, 'player');
    await t.dataSource.query(`UPDATE session SET user_id = NULL WHERE user_id = $1`, [user.id]);
    await agent.get('/api/auth/me').expect(401);
  });

  it('reads the account fresh on every request: a role changed in the database applies at once', async () => {
    const { agent, user } = await signedInAs(t, 'player');
    await agent.get('/api/admin/users').expect(403);
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
    await agent.get('/api/admin/users').expect(200);
    expect((await agent.get('/api/auth/me').expect(200)).body.role).toBe('admin');
  });

  it('throttles guessing: the sixth try within 15 minutes gets 429 with a retry time, even with the right password', async () => {
    const user = await createUser(t, 'player');
    for (let i = 0; i < 5; i++) {
      await request(t.http)
        .post('/api/auth/login')
        .send({ username: user.username, password: `guess-${i}` })
        .expect(401);
    }
    const blocked = await request(t.http)
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password })
      .expect(429);
    expect(blocked.body.retryAfterSeconds).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBe(blocked.body.retryAfterSeconds);
    expect(blocked.body.message).toMatch(/too many failed sign-in attempts/i);

    const other = await createUser(t, 'player');
    await request(t.http).post('/api/auth/login').send({ username: other.username, password: other.password }).expect(200);
  });

  it('does not count successful sign-ins towards the limit', async () => {
    const user = await createUser(t, 'player');
    for (let i = 0; i < 7; i++) {
      await request(t.http).post('/api/auth/login').send({ username: user.username, password: user.password }).expect(200);
    }
  });
});

describe('session cookie behind HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ trustProxy: true })));
  afterAll(() => t.close());

  it('marks the cookie Secure when the proxy says the request came over HTTPS', async () => {
    const user = await createUser(t, 'player');
    const response = await request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ username: user.username, password: user.password })
      .expect(200);
    expect(sessionCookie(response)).toMatch(/Secure/);
  });
});
