import request from 'supertest';
import { createUser, signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { approvedTournament, createTournament } from '../tournaments/tournament-factories';
import { historyAbout, sessionsOf, userEvents } from './admin-factories';

type SignedIn = Awaited<ReturnType<typeof signedInAs>>;

describe('DELETE /api/admin/users/{id}', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAs(t, 'admin');
  });
  afterAll(() => t.close());

  const remove = (id: number) => admin.agent.delete(`/api/admin/users/${id}`);
  const userExists = async (id: number) => (await t.dataSource.query(`SELECT 1 FROM users WHERE id = $1`, [id])).length === 1;
  const enrolmentsOf = async (id: number) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM tournament_entries WHERE user_id = $1`, [id]))[0].n;

  it('deletes a player with their enrolments and open sessions, and the history keeps their name and e-mail', async () => {
    const player = await signedInAs(t, 'player');
    const { tournament } = await approvedTournament(t);
    await player.agent.post(`/api/tournaments/${tournament.id}/enroll`).expect(201);
    expect(await enrolmentsOf(player.user.id)).toBe(1);

    expect((await remove(player.user.id).expect(200)).body).toEqual({ message: 'User deleted' });

    expect(await userExists(player.user.id)).toBe(false);
    expect(await enrolmentsOf(player.user.id)).toBe(0);
    expect(await sessionsOf(t, player.user.id)).toBe(0);
    await player.agent.get('/api/auth/me').expect(401);
    await request(t.http)
      .post('/api/auth/login')
      .send({ username: player.user.username, password: player.user.password })
      .expect(401);
    const participants = await admin.agent.get(`/api/tournaments/${tournament.id}/participants`).expect(200);
    expect(participants.body).toMatchObject({ items: [], total: 0 });

    expect(await historyAbout(t, player.user.id)).toEqual([
      {
        admin_id: admin.user.id,
        target_user_id: player.user.id,
        target_user_name: 'Player Tester',
        target_user_email: player.user.email,
        action: 'deleted',
        details: `Deleted account @${player.user.username}`,
      },
    ]);
    expect(await userEvents(t, player.user.id)).toEqual([{ type: 'UserDeleted', actor_id: admin.user.id }]);
    const history = (await admin.agent.get('/api/admin/user-management-history').expect(200)).body;
    expect(history.items[0]).toMatchObject({ targetUserId: player.user.id, targetUserName: 'Player Tester', action: 'deleted' });
  });

  it('answers 404 for the same account a second time', async () => {
    const player = await createUser(t, 'player');
    await remove(player.id).expect(200);
    expect((await remove(player.id).expect(404)).body.message).toBe('User not found');
    expect((await historyAbout(t, player.id)).map((row) => row.action)).toEqual(['deleted']);
  });

  it('refuses with 409, naming how many, while the user organizes tournaments, and changes nothing', async () => {
    const organizer = await signedInAs(t, 'organizer');
    await createTournament(organizer.agent);
    await approvedTournament(t, {}, organizer);

    const response = await remove(organizer.user.id).expect(409);
    expect(response.body.message).toBe('This user organizes 2 tournaments; delete or reassign them first');

    expect(await userExists(organizer.user.id)).toBe(true);
    await organizer.agent.get('/api/auth/me').expect(200);
    expect((await organizer.agent.get('/api/tournaments/my-tournaments').expect(200)).body.total).toBe(2);
    expect(await historyAbout(t, organizer.user.id)).toEqual([]);
    expect(await userEvents(t, organizer.user.id)).toEqual([]);
  });

  it('says "1 tournament" in the singular, and deletes the organizer once it is gone', async () => {
    const organizer = await signedInAs(t, 'organizer');
    const tournament = await createTournament(organizer.agent);
    expect((await remove(organizer.user.id).expect(409)).body.message).toBe(
      'This user organizes 1 tournament; delete or reassign them first',
    );
    await admin.agent.delete(`/api/admin/tournaments/${tournament.id}`).expect(200);
    await remove(organizer.user.id).expect(200);
    expect(await userExists(organizer.user.id)).toBe(false);
  });

  it('refuses to delete an admin account with 403 and writes nothing', async () => {
    const otherAdmin = await createUser(t, 'admin');
    expect((await remove(otherAdmin.id).expect(403)).body.message).toBe('Admin accounts cannot be deleted');
    await remove(admin.user.id).expect(403);
    expect(await userExists(otherAdmin.id)).toBe(true);
    expect(await historyAbout(t, otherAdmin.id)).toEqual([]);
  });

  it('answers 404 for an account that never existed and 400 for an id that is not one', async () => {
    await remove(999999).expect(404);
    await admin.agent.delete('/api/admin/users/0').expect(400);
  });

  it('deletes once when two admins delete the same account at once', async () => {
    const player = await createUser(t, 'player');
    const otherAdmin = await signedInAs(t, 'admin');
    const answers = await Promise.all([remove(player.id), otherAdmin.agent.delete(`/api/admin/users/${player.id}`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect((await historyAbout(t, player.id)).map((row) => row.action)).toEqual(['deleted']);
  });
});
