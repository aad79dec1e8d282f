import request from 'supertest';
import { ADMIN_MESSAGES } from '@rallypoint/shared';
import { createUser, signedInAs, validSignup } from '../support/factories';
import { firstLink } from '../support/smtp-capture';
import { startTestApp, TestApp } from '../support/test-app';
import { historyAbout, sessionsOf, userEvents } from './admin-factories';

type SignedIn = Awaited<ReturnType<typeof signedInAs>>;

describe('PATCH /api/admin/users/{id}/activation', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAs(t, 'admin');
  });
  afterAll(() => t.close());

  const setActive = (id: number, body: object) => admin.agent.patch(`/api/admin/users/${id}/activation`).send(body);
  const signIn = (user: { username: string; password: string }) => {
    const agent = request.agent(t.http);
    return { agent, response: agent.post('/api/auth/login').send({ username: user.username, password: user.password }) };
  };

  it('activates a pending signup: it can sign in, activatedAt is stamped and the history says so once', async () => {
    const signup = validSignup({ firstName: 'Naomi', lastName: 'Osaka' });
    const created = await request(t.http).post('/api/auth/signup').send(signup).expect(201);
    await signIn(signup).response.expect(403);

    const response = await setActive(created.body.userId, { isActive: true }).expect(200);
    expect(response.body).toEqual({
      id: created.body.userId,
      firstName: 'Naomi',
      lastName: 'Osaka',
      username: signup.username,
      email: signup.email,
      userType: 'individual_player',
      role: 'user',
      isActive: true,
      createdAt: expect.any(String),
      activatedAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(response.body.activatedAt)).toBeLessThan(60_000);

    await signIn(signup).response.expect(200);
    expect(await historyAbout(t, created.body.userId)).toEqual([
      {
        admin_id: admin.user.id,
        target_user_id: created.body.userId,
        target_user_name: 'Naomi Osaka',
        target_user_email: signup.email,
        action: 'activated',
        details: `Activated account @${signup.username}; the user can sign in`,
      },
    ]);
    expect((await userEvents(t, created.body.userId)).slice(-1)).toEqual([{ type: 'UserActivated', actor_id: admin.user.id }]);
  });

  it('deactivation ends the open session at once: the next request of that browser is 401', async () => {
    const player = await signedInAs(t, 'player');
    const secondDevice = signIn(player.user);
    await secondDevice.response.expect(200);
    await player.agent.get('/api/auth/me').expect(200);
    expect(await sessionsOf(t, player.user.id)).toBe(2);

    const response = await setActive(player.user.id, { isActive: false }).expect(200);
    expect(response.body).toMatchObject({ id: player.user.id, isActive: false });

    expect(await sessionsOf(t, player.user.id)).toBe(0);
    await player.agent.get('/api/auth/me').expect(401);
    await secondDevice.agent.get('/api/tournaments').expect(401);
    const again = await signIn(player.user).response.expect(403);
    expect(again.body.message).toBe('Your account has been deactivated. Please contact an administrator.');
    // The admin's own session is untouched.
    await admin.agent.get('/api/auth/me').expect(200);
    expect((await historyAbout(t, player.user.id)).map((row) => row.action)).toEqual(['deactivated']);
    expect((await userEvents(t, player.user.id)).map((e) => e.type)).toEqual(['UserDeactivated']);
  });

  it('keeps a deactivated account out even when its old verification link is clicked', async () => {
    const signup = validSignup();
    const { body } = await request(t.http).post('/api/auth/signup').send(signup).expect(201);
    const link = new URL(firstLink(await t.smtp.waitFor((m) => m.to.includes(signup.email))));
    await setActive(body.userId, { isActive: true }).expect(200);
    await setActive(body.userId, { isActive: false }).expect(200);

    await request(t.http).get(`${link.pathname}${link.search}`).expect(302).expect('Location', '/?verified=0');
    const refused = await signIn(signup).response.expect(403);
    expect(refused.body.message).toMatch(/deactivated/);
  });

  it('reactivates a deactivated account and records each change once, in order', async () => {
    const organizer = await createUser(t, 'organizer');
    await setActive(organizer.id, { isActive: false }).expect(200);
    await setActive(organizer.id, { isActive: true }).expect(200);
    await signIn(organizer).response.expect(200);
    expect((await historyAbout(t, organizer.id)).map((row) => row.action)).toEqual(['deactivated', 'activated']);
  });

  it('changes and records nothing when the account already has the asked state', async () => {
    const player = await createUser(t, 'player');
    const [before] = await t.dataSource.query(`SELECT activated_at FROM users WHERE id = $1`, [player.id]);
    const response = await setActive(player.id, { isActive: true }).expect(200);
    expect(response.body.activatedAt).toBe(before.activated_at.toISOString());
    expect(await historyAbout(t, player.id)).toEqual([]);
    expect(await userEvents(t, player.id)).toEqual([]);
  });

  it('records exactly one change when two admins deactivate the same account at once', async () => {
    const player = await createUser(t, 'player');
    const otherAdmin = await signedInAs(t, 'admin');
    const answers = await Promise.all([
      setActive(player.id, { isActive: false }),
      otherAdmin.agent.patch(`/api/admin/users/${player.id}/activation`).send({ isActive: false }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await historyAbout(t, player.id)).map((row) => row.action)).toEqual(['deactivated']);
  });

  it.each([
    [{}, 'missing'],
    [{ isActive: 'true' }, 'a string'],
    [{ isActive: 1 }, 'a number'],
    [{ isActive: null }, 'null'],
  ])('answers 400 naming isActive when it is %j (%s)', async (body, _case) => {
    const player = await createUser(t, 'player');
    const response = await setActive(player.id, body).expect(400);
    expect(response.body.fields).toEqual({ isActive: [ADMIN_MESSAGES.isActive] });
    expect(await historyAbout(t, player.id)).toEqual([]);
  });

  it('refuses to change an admin account with 403 and writes nothing', async () => {
    const otherAdmin = await createUser(t, 'admin');
    const response = await setActive(otherAdmin.id, { isActive: false }).expect(403);
    expect(response.body.message).toBe('Admin accounts cannot be activated or deactivated');
    await signIn(otherAdmin).response.expect(200);
    expect(await historyAbout(t, otherAdmin.id)).toEqual([]);
    expect(await userEvents(t, otherAdmin.id)).toEqual([]);
  });

  it('refuses an admin deactivating their own account', async () => {
    await setActive(admin.user.id, { isActive: false }).expect(403);
    await admin.agent.get('/api/auth/me').expect(200);
  });

  it('answers 404 for an account that does not exist and 400 for an id that is not one', async () => {
    expect((await setActive(999999, { isActive: true }).expect(404)).body.message).toBe('User not found');
    await admin.agent.patch('/api/admin/users/abc/activation').send({ isActive: true }).expect(400);
  });
});
