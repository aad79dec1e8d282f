import request from 'supertest';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { adminOf, createTournament, registrationRequest, SignedIn } from './tournament-factories';

interface LoggedEvent {
  type: string;
  actor_id: number | null;
  payload: Record<string, unknown>;
}

describe('tournament events in the event log', () => {
  let t: TestApp;
  let organizer: SignedIn;
  let admin: SignedIn;
  let player: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = await signedInAs(t, 'organizer');
    admin = await adminOf(t);
    player = await signedInAs(t, 'player');
  });
  afterAll(() => t.close());

  const logged = (aggregateType: string, aggregateId: number): Promise<LoggedEvent[]> =>
    t.dataSource.query(
      `SELECT type, actor_id, payload FROM event_log WHERE aggregate_type = $1 AND aggregate_id = $2 ORDER BY id`,
      [aggregateType, String(aggregateId)],
    );

  it('records exactly one event per accepted command, with its actor, and none for refused ones', async () => {
    const tournament = await createTournament(organizer.agent, { name: 'Ledger Open', maxParticipants: 2 });
    const id = tournament.id;

    await organizer.agent.patch(`/api/tournaments/${id}`).send({ venue: 'Ledger Park Courts' }).expect(200);
    await organizer.agent.patch(`/api/tournaments/${id}`).send({ name: 'x' }).expect(400);
    await player.agent.post(`/api/tournaments/${id}/enroll`).expect(404);
    await admin.agent.patch(`/api/admin/tournaments/${id}/approval`).send({ status: 'approved' }).expect(200);
    await admin.agent.patch(`/api/admin/tournaments/${id}/approval`).send({ status: 'rejected' }).expect(409);
    await player.agent.post(`/api/tournaments/${id}/enroll`).expect(201);
    await player.agent.post(`/api/tournaments/${id}/enroll`).expect(409);
    await player.agent.delete(`/api/tournaments/${id}/withdraw`).expect(200);
    await player.agent.delete(`/api/tournaments/${id}/withdraw`).expect(404);
    const registration = registrationRequest(tournament, { fullName: 'Lena Ledger' });
    const registered = await request(t.http).post(`/api/tournaments/${id}/register`).send(registration).expect(201);
    await request(t.http).post(`/api/tournaments/${id}/register`).send(registration).expect(409);
    // An entry holding a place keeps the tournament (one count); the organizer withdraws it first.
    await organizer.agent.delete(`/api/tournaments/${id}`).expect(409);
    await organizer.agent.delete(`/api/tournaments/${id}/entries/${registered.body.registrationId}`).expect(204);
    await organizer.agent.delete(`/api/tournaments/${id}/entries/${registered.body.registrationId}`).expect(409);
    const [{ entryId }] = await t.dataSource.query(`SELECT id AS "entryId" FROM tournament_entries WHERE user_id = $1`, [
      player.user.id,
    ]);
    await organizer.agent.delete(`/api/tournaments/${id}`).expect(200);

    expect(await logged('tournament', id)).toEqual([
      {
        type: 'TournamentCreated',
        actor_id: organizer.user.id,
        payload: {
          name: 'Ledger Open',
          tournamentCode: tournament.tournamentCode,
          sport: 'tennis',
          organizerId: organizer.user.id,
        },
      },
      { type: 'TournamentUpdated', actor_id: organizer.user.id, payload: { changedFields: ['venue'] } },
      {
        type: 'TournamentApproved',
        actor_id: admin.user.id,
        payload: { name: 'Ledger Open', tournamentCode: tournament.tournamentCode, organizerId: organizer.user.id },
      },
      { type: 'PlayerEnrolled', actor_id: player.user.id, payload: { participantId: player.user.id, entryId } },
      { type: 'EntryWithdrawn', actor_id: player.user.id, payload: { entryId, userId: player.user.id, byOrganizer: false } },
      {
        type: 'RegistrationSubmitted',
        actor_id: null,
        payload: { registrationId: registered.body.registrationId, fullName: 'Lena Ledger', email: registration.email },
      },
      {
        type: 'EntryWithdrawn',
        actor_id: organizer.user.id,
        payload: { entryId: registered.body.registrationId, userId: null, byOrganizer: true },
      },
      {
        type: 'TournamentDeleted',
        actor_id: organizer.user.id,
        payload: {
          name: 'Ledger Open',
          tournamentCode: tournament.tournamentCode,
          organizerId: organizer.user.id,
          deletedBy: 'organizer',
        },
      },
    ]);
  });

  it('records NotificationRead against the notification, once', async () => {
    const tournament = await createTournament(organizer.agent);
    await admin.agent.patch(`/api/admin/tournaments/${tournament.id}/approval`).send({ status: 'approved' }).expect(200);
    await request(t.http).post(`/api/tournaments/${tournament.id}/register`).send(registrationRequest(tournament)).expect(201);
    const [{ id }] = await t.dataSource.query(`SELECT id FROM registration_notifications WHERE tournament_id = $1`, [
      tournament.id,
    ]);

    await player.agent.patch(`/api/notifications/${id}/read`).expect(403);
    await organizer.agent.patch(`/api/notifications/${id}/read`).expect(200);
    await organizer.agent.patch(`/api/notifications/${id}/read`).expect(200);

    expect(await logged('registration_notification', id)).toEqual([
      { type: 'NotificationRead', actor_id: organizer.user.id, payload: { tournamentId: tournament.id } },
    ]);
  });
});
