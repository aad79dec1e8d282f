import request from 'supertest';
import { expectAccess } from '../support/authorization';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { approvedTournament, createTournament, registrationRequest, SignedIn, tournamentRequest } from './tournament-factories';

/**
 * Who may call what. Each signed-in caller is a fresh account, so "organizer" below is never the
 * tournament's own organizer: for owner-only endpoints that row proves someone else's tournament is a 403.
 */
describe('tournaments endpoint × role matrix', () => {
  let t: TestApp;
  let owner: SignedIn;
  let approvedId: number;
  let pendingId: number;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInAs(t, 'organizer');
    approvedId = (await approvedTournament(t, {}, owner)).tournament.id;
    pendingId = (await createTournament(owner.agent)).id;
  });
  afterAll(() => t.close());

  it('POST /api/tournaments: organizers only', async () => {
    await expectAccess(
      t,
      { method: 'post', path: '/api/tournaments', body: tournamentRequest() },
      { anonymous: 401, admin: 403, organizer: 201, player: 403 },
    );
  });

  it('GET /api/tournaments: anyone signed in', async () => {
    await expectAccess(
      t,
      { method: 'get', path: '/api/tournaments' },
      { anonymous: 401, admin: 200, organizer: 200, player: 200 },
    );
  });

  it('GET /api/tournaments/my-tournaments: organizers only', async () => {
    await expectAccess(
      t,
      { method: 'get', path: '/api/tournaments/my-tournaments' },
      { anonymous: 401, admin: 403, organizer: 200, player: 403 },
    );
  });

  it('GET /api/tournaments/{id}: an approved tournament is public', async () => {
    await expectAccess(
      t,
      { method: 'get', path: `/api/tournaments/${approvedId}` },
      { anonymous: 200, admin: 200, organizer: 200, player: 200 },
    );
  });

  it('GET /api/tournaments/{id}: a pending one is hidden from all but admins (and its organizer)', async () => {
    await expectAccess(
      t,
      { method: 'get', path: `/api/tournaments/${pendingId}` },
      { anonymous: 404, admin: 200, organizer: 404, player: 404 },
    );
    await owner.agent.get(`/api/tournaments/${pendingId}`).expect(200);
  });

  it("PATCH /api/tournaments/{id}: only the tournament's organizer", async () => {
    await expectAccess(
      t,
      { method: 'patch', path: `/api/tournaments/${pendingId}`, body: { name: 'New Name' } },
      { anonymous: 401, admin: 403, organizer: 403, player: 403 },
    );
    await owner.agent.patch(`/api/tournaments/${pendingId}`).send({ name: 'New Name' }).expect(200);
  });

  it("DELETE /api/tournaments/{id}: only the tournament's organizer", async () => {
    const doomed = await createTournament(owner.agent);
    await expectAccess(
      t,
      { method: 'delete', path: `/api/tournaments/${doomed.id}` },
      { anonymous: 401, admin: 403, organizer: 403, player: 403 },
    );
    await owner.agent.delete(`/api/tournaments/${doomed.id}`).expect(200);
  });

  it('POST /api/tournaments/{id}/enroll: players only', async () => {
    await expectAccess(
      t,
      { method: 'post', path: `/api/tournaments/${approvedId}/enroll` },
      { anonymous: 401, admin: 403, organizer: 403, player: 201 },
    );
  });

  it('DELETE /api/tournaments/{id}/withdraw: players only (a fresh player is simply not enrolled)', async () => {
    await expectAccess(
      t,
      { method: 'delete', path: `/api/tournaments/${approvedId}/withdraw` },
      { anonymous: 401, admin: 403, organizer: 403, player: 404 },
    );
  });

  it('POST /api/tournaments/{id}/register: public, signed in or not', async () => {
    for (const caller of ['anonymous', 'admin', 'organizer', 'player'] as const) {
      const body = registrationRequest({ id: approvedId, sport: 'tennis' });
      await expectAccess(t, { method: 'post', path: `/api/tournaments/${approvedId}/register`, body }, { [caller]: 201 });
    }
  });

  it("GET /api/tournaments/{id}/registrations: the tournament's organizer and admins", async () => {
    await expectAccess(
      t,
      { method: 'get', path: `/api/tournaments/${approvedId}/registrations` },
      { anonymous: 401, admin: 200, organizer: 403, player: 403 },
    );
    await owner.agent.get(`/api/tournaments/${approvedId}/registrations`).expect(200);
  });

  it('GET /api/tournaments/{id}/participants: anyone signed in', async () => {
    await expectAccess(
      t,
      { method: 'get', path: `/api/tournaments/${approvedId}/participants` },
      { anonymous: 401, admin: 200, organizer: 200, player: 200 },
    );
  });

  it('GET /api/my-tournament-enrollments and /api/user/tournaments: anyone signed in', async () => {
    await expectAccess(
      t,
      { method: 'get', path: '/api/my-tournament-enrollments' },
      { anonymous: 401, admin: 200, organizer: 200, player: 200 },
    );
    await expectAccess(
      t,
      { method: 'get', path: '/api/user/tournaments' },
      { anonymous: 401, admin: 200, organizer: 200, player: 200 },
    );
  });

  it('GET /api/notifications/registrations: organizers and admins', async () => {
    await expectAccess(
      t,
      { method: 'get', path: '/api/notifications/registrations' },
      { anonymous: 401, admin: 200, organizer: 200, player: 403 },
    );
  });

  it('PATCH /api/notifications/{id}/read: only its recipient', async () => {
    const registered = await request(t.http)
      .post(`/api/tournaments/${approvedId}/register`)
      .send(registrationRequest({ id: approvedId, sport: 'tennis' }))
      .expect(201);
    const [{ id }] = await t.dataSource.query(`SELECT id FROM registration_notifications WHERE entry_id = $1`, [
      registered.body.registrationId,
    ]);
    await expectAccess(
      t,
      { method: 'patch', path: `/api/notifications/${id}/read` },
      { anonymous: 401, admin: 403, organizer: 403, player: 403 },
    );
    await owner.agent.patch(`/api/notifications/${id}/read`).expect(200);
  });

  it('GET /api/admin/tournaments: admins only', async () => {
    await expectAccess(
      t,
      { method: 'get', path: '/api/admin/tournaments' },
      { anonymous: 401, admin: 200, organizer: 403, player: 403 },
    );
  });

  it('PATCH /api/admin/tournaments/{id}/approval: admins only', async () => {
    const pending = await createTournament(owner.agent);
    await expectAccess(
      t,
      { method: 'patch', path: `/api/admin/tournaments/${pending.id}/approval`, body: { status: 'approved' } },
      { anonymous: 401, organizer: 403, player: 403, admin: 200 },
    );
  });

  it('DELETE /api/admin/tournaments/{id}: admins only', async () => {
    const doomed = await createTournament(owner.agent);
    await expectAccess(
      t,
      { method: 'delete', path: `/api/admin/tournaments/${doomed.id}` },
      { anonymous: 401, organizer: 403, player: 403, admin: 200 },
    );
  });

  it('documents every tournaments path in the OpenAPI document', async () => {
    const { paths } = (await request(t.http).get('/api/docs-json').expect(200)).body;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/tournaments',
        '/api/tournaments/my-tournaments',
        '/api/tournaments/{id}',
        '/api/tournaments/{id}/enroll',
        '/api/tournaments/{id}/withdraw',
        '/api/tournaments/{id}/waitlist',
        '/api/tournaments/{id}/register',
        '/api/tournaments/{id}/registrations',
        '/api/tournaments/{tournamentId}/participants',
        '/api/my-tournament-enrollments',
        '/api/user/tournaments',
        '/api/notifications/registrations',
        '/api/notifications/{id}/read',
        '/api/admin/tournaments',
        '/api/admin/tournaments/{id}/approval',
        '/api/admin/tournaments/{id}',
      ]),
    );
  });

  it('answers a malformed id with 400 before anything else happens', async () => {
    for (const path of ['/api/tournaments/abc', '/api/tournaments/-1/participants', '/api/tournaments/1.5/registrations']) {
      const { agent } = await signedInAs(t, 'admin');
      await agent.get(path).expect(400);
    }
  });
});
