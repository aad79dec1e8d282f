import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import {
  adminOf,
  approvedTournament,
  createTournament,
  day,
  eventTypes,
  registrationRequest,
  SignedIn,
} from './tournament-factories';

describe('admin tournament approval and management', () => {
  let t: TestApp;
  let admin: SignedIn;
  let organizer: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminOf(t);
    organizer = await signedInAs(t, 'organizer');
  });
  afterAll(() => t.close());

  const approval = (id: number, status: unknown) => admin.agent.patch(`/api/admin/tournaments/${id}/approval`).send({ status });

  it('lists every tournament for admins, newest first, with the organizer and head count', async () => {
    const pending = await createTournament(organizer.agent, { name: 'Awaiting Review' });
    const { tournament: approved } = await approvedTournament(t, { name: 'Already Approved' }, organizer);
    const response = await admin.agent.get('/api/admin/tournaments').expect(200);
    const names = response.body.items.map((x: { name: string }) => x.name);
    expect(names.indexOf('Already Approved')).toBeLessThan(names.indexOf('Awaiting Review'));
    expect(response.body.items.find((x: { id: number }) => x.id === pending.id)).toMatchObject({
      status: 'pending',
      organizerId: organizer.user.id,
      organizerName: 'Organizer Tester',
      participantCount: 0,
      poc1Email: 'olive@example.com',
    });
    expect(response.body.items.find((x: { id: number }) => x.id === approved.id).status).toBe('upcoming');
  });

  it('approves a pending tournament, which then shows as upcoming to players, and e-mails the organizer', async () => {
    const pending = await createTournament(organizer.agent, { name: 'Harbour Open' });
    const player = await signedInAs(t, 'player');
    expect((await player.agent.get('/api/tournaments').expect(200)).body.items.map((x: { id: number }) => x.id)).not.toContain(
      pending.id,
    );

    const response = await approval(pending.id, 'approved').expect(200);
    expect(response.body).toMatchObject({ id: pending.id, status: 'upcoming', name: 'Harbour Open' });
    expect((await player.agent.get('/api/tournaments').expect(200)).body.items.map((x: { id: number }) => x.id)).toContain(
      pending.id,
    );

    const mail = await t.smtp.waitFor(
      (m) => m.to.includes(organizer.user.email) && m.subject === 'Tournament approved: Harbour Open',
    );
    expect(mail.text).toContain(pending.tournamentCode);
    expect(mail.text).toContain('has been approved');
    expect(mail.text).toContain(
      `Share the registration link with players: ${t.config.appUrl}/register-tournament?tournamentId=${pending.id}`,
    );
    expect(await eventTypes(t, pending.id)).toEqual(['TournamentCreated', 'TournamentApproved']);
  });

  it('shows an approved tournament whose dates have begun as active', async () => {
    const running = await createTournament(organizer.agent, { startDate: day(0), endDate: day(2) });
    expect((await approval(running.id, 'approved').expect(200)).body.status).toBe('active');
  });

  it('rejects a pending tournament and tells the organizer', async () => {
    const pending = await createTournament(organizer.agent, { name: 'Muddy Courts Cup' });
    const response = await approval(pending.id, 'rejected').expect(200);
    expect(response.body.status).toBe('rejected');
    const mail = await t.smtp.waitFor((m) => m.subject === 'Tournament not approved: Muddy Courts Cup');
    expect(mail.to).toContain(organizer.user.email);
    expect(await eventTypes(t, pending.id)).toEqual(['TournamentCreated', 'TournamentRejected']);
  });

  it('decides only once: a second decision is a 409 and records nothing', async () => {
    const pending = await createTournament(organizer.agent);
    await approval(pending.id, 'approved').expect(200);
    const again = await approval(pending.id, 'rejected').expect(409);
    expect(again.body.message).toBe(
      'This tournament has already been approved; only a pending tournament can be approved or rejected',
    );
    await approval(pending.id, 'approved').expect(409);
    expect(await eventTypes(t, pending.id)).toEqual(['TournamentCreated', 'TournamentApproved']);
  });

  it('lets only one of two simultaneous opposite decisions through, with one e-mail', async () => {
    const mailsTo = async () =>
      (
        await t.dataSource.query(`SELECT count(*)::int AS count FROM email_outbox WHERE to_address = $1`, [organizer.user.email])
      )[0].count;
    const pending = await createTournament(organizer.agent);
    const before = await mailsTo();
    const statuses = (await Promise.all([approval(pending.id, 'approved'), approval(pending.id, 'rejected')])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await eventTypes(t, pending.id)).toHaveLength(2);
    expect((await mailsTo()) - before).toBe(1);
  });

  it.each([undefined, 'cancelled', 'APPROVED', 1])('refuses status %j with 400', async (status) => {
    const pending = await createTournament(organizer.agent);
    const response = await approval(pending.id, status).expect(400);
    expect(response.body.fields).toEqual({ status: ["Status must be 'approved' or 'rejected'"] });
  });

  it('answers 404 for a missing tournament', async () => {
    await approval(999999, 'approved').expect(404);
    await admin.agent.delete('/api/admin/tournaments/999999').expect(404);
  });

  it('deletes any tournament with its entries (made by Enroll and by the form), its line and notifications', async () => {
    const { tournament } = await approvedTournament(t, { maxParticipants: 2 }, organizer);
    const player = await signedInAs(t, 'player');
    await player.agent.post(`/api/tournaments/${tournament.id}/enroll`).expect(201);
    await player.agent.post(`/api/tournaments/${tournament.id}/register`).send(registrationRequest(tournament)).expect(201);
    await (await signedInAs(t, 'player')).agent.post(`/api/tournaments/${tournament.id}/waitlist`).expect(201);
    const count = async (table: string) =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE tournament_id = $1`, [tournament.id]))[0].n;
    expect([
      await count('tournament_entries'),
      await count('tournament_waitlist'),
      await count('registration_notifications'),
    ]).toEqual([2, 1, 1]);

    const response = await admin.agent.delete(`/api/admin/tournaments/${tournament.id}`).expect(200);
    expect(response.body).toEqual({ message: 'Tournament deleted' });
    expect([
      await count('tournament_entries'),
      await count('tournament_waitlist'),
      await count('registration_notifications'),
    ]).toEqual([0, 0, 0]);
    await admin.agent.get(`/api/tournaments/${tournament.id}`).expect(404);
    expect((await player.agent.get('/api/my-tournament-enrollments').expect(200)).body).toEqual([]);

    const [event] = await t.dataSource.query(
      `SELECT payload, actor_id FROM event_log WHERE type = 'TournamentDeleted' AND aggregate_id = $1`,
      [String(tournament.id)],
    );
    expect(event).toEqual({
      actor_id: admin.user.id,
      payload: {
        name: tournament.name,
        tournamentCode: tournament.tournamentCode,
        organizerId: organizer.user.id,
        deletedBy: 'admin',
      },
    });
  });
});
