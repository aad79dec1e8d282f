import request from 'supertest';
import { CREATE_TOURNAMENT_MESSAGES as M, SCHEDULE_MESSAGES } from '@rallypoint/shared';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import {
  adminOf,
  approvedTournament,
  createTournament,
  day,
  decide,
  eventTypes,
  registrationRequest,
  SignedIn,
} from './tournament-factories';

describe("an organizer's own tournaments", () => {
  let t: TestApp;
  let organizer: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = await signedInAs(t, 'organizer');
    other = await signedInAs(t, 'organizer');
  });
  afterAll(() => t.close());

  describe('GET /api/tournaments/my-tournaments', () => {
    it("lists the organizer's own tournaments of every status, newest first, as summaries", async () => {
      const owner = await signedInAs(t, 'organizer');
      const pending = await createTournament(owner.agent, { name: 'Pending Cup' });
      const rejected = await createTournament(owner.agent, { name: 'Rejected Cup' });
      await decide(t, rejected.id, 'rejected');
      await approvedTournament(t, { name: 'Running Cup', startDate: day(-1), endDate: day(1) }, owner);
      await approvedTournament(t, { name: 'Finished Cup', startDate: day(-9), endDate: day(-8) }, owner);
      const { tournament: coming } = await approvedTournament(t, { name: 'Coming Cup' }, owner);
      await (await signedInAs(t, 'player')).agent.post(`/api/tournaments/${coming.id}/enroll`).expect(201);
      await createTournament(other.agent, { name: 'Not Mine' });

      const response = await owner.agent.get('/api/tournaments/my-tournaments').expect(200);
      expect(response.body).toMatchObject({
        total: 5,
        page: 1,
        pageSize: 50,
        stageCounts: { upcoming: 1, active: 1, completed: 1 },
      });
      expect(response.body.items.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
        ['Coming Cup', 'upcoming'],
        ['Finished Cup', 'completed'],
        ['Running Cup', 'active'],
        ['Rejected Cup', 'rejected'],
        ['Pending Cup', 'pending'],
      ]);
      expect(Object.keys(response.body.items[4]).sort()).toEqual(
        ['createdAt', 'divisions', 'id', 'name', 'participantCount', 'sport', 'status', 'tournamentCode', 'venue'].sort(),
      );
      expect(response.body.items[4]).toMatchObject({
        id: pending.id,
        tournamentCode: pending.tournamentCode,
        divisions: 2,
        sport: 'tennis',
      });
      // The enrolled head count, which an organizer's own delete is refused for (the Delete button reads it).
      expect(response.body.items.map((s: { participantCount: number }) => s.participantCount)).toEqual([1, 0, 0, 0, 0]);
    });
  });

  describe('GET /api/tournaments/{id}', () => {
    it('shows an approved tournament to anyone, signed in or not', async () => {
      const { tournament } = await approvedTournament(t);
      const response = await request(t.http).get(`/api/tournaments/${tournament.id}`).expect(200);
      expect(response.body).toMatchObject({ id: tournament.id, name: tournament.name, status: 'upcoming', participantCount: 0 });
    });

    it('shows a pending tournament only to its organizer and admins', async () => {
      const pending = await createTournament(organizer.agent);
      await organizer.agent.get(`/api/tournaments/${pending.id}`).expect(200);
      await (await adminOf(t)).agent.get(`/api/tournaments/${pending.id}`).expect(200);
      const hidden = await other.agent.get(`/api/tournaments/${pending.id}`).expect(404);
      expect(hidden.body.message).toBe('Tournament not found');
      await request(t.http).get(`/api/tournaments/${pending.id}`).expect(404);
    });

    it('answers 404 for a missing tournament and 400 for an id that is not one', async () => {
      await request(t.http).get('/api/tournaments/999999').expect(404);
      const bad = await request(t.http).get('/api/tournaments/abc').expect(400);
      expect(bad.body.message).toMatch(/is not a valid id/);
      await request(t.http).get('/api/tournaments/0').expect(400);
      await request(t.http).get('/api/tournaments/99999999999').expect(400);
    });
  });

  describe('PATCH /api/tournaments/{id}', () => {
    it('changes only the fields sent and records which ones changed', async () => {
      const mine = await createTournament(organizer.agent, { maxParticipants: 16 });
      const response = await organizer.agent
        .patch(`/api/tournaments/${mine.id}`)
        .send({ name: 'Renamed Open', divisions: 4, entryFee: '10' })
        .expect(200);
      expect(response.body).toMatchObject({
        id: mine.id,
        name: 'Renamed Open',
        divisions: 4,
        entryFee: '10.00',
        venue: mine.venue,
        maxParticipants: 16,
        tournamentCode: mine.tournamentCode,
        status: 'pending',
      });
      const [event] = await t.dataSource.query(
        `SELECT payload FROM event_log WHERE type = 'TournamentUpdated' AND aggregate_id = $1`,
        [String(mine.id)],
      );
      expect(event.payload).toEqual({ changedFields: ['divisions', 'entryFee', 'name'] });
    });

    it('moves the tournament to another zone, and says which in its event', async () => {
      const mine = await createTournament(organizer.agent, { timeZone: 'Europe/London' });
      const moved = await organizer.agent.patch(`/api/tournaments/${mine.id}`).send({ timeZone: 'Europe/Madrid' }).expect(200);
      expect(moved.body.timeZone).toBe('Europe/Madrid');
      const refused = await organizer.agent.patch(`/api/tournaments/${mine.id}`).send({ timeZone: 'Madrid' }).expect(400);
      expect(refused.body.fields).toEqual({ timeZone: [SCHEDULE_MESSAGES.timeZone] });
      // Sent again unchanged, it changes nothing.
      await organizer.agent
        .patch(`/api/tournaments/${mine.id}`)
        .send({ timeZone: 'Europe/Madrid', venue: 'Lakeside Courts' })
        .expect(200);
      const events = await t.dataSource.query(
        `SELECT payload FROM event_log WHERE type = 'TournamentUpdated' AND aggregate_id = $1 ORDER BY id`,
        [String(mine.id)],
      );
      expect(events.map((e: { payload: unknown }) => e.payload)).toEqual([
        { changedFields: ['timeZone'], timeZone: 'Europe/Madrid' },
        { changedFields: ['venue'] },
      ]);
    });

    it('lets the organizer edit an approved tournament while it is upcoming, keeping it approved', async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      const response = await organizer.agent
        .patch(`/api/tournaments/${tournament.id}`)
        .send({ venue: 'Lakeside Courts' })
        .expect(200);
      expect(response.body).toMatchObject({ venue: 'Lakeside Courts', status: 'upcoming' });
    });

    it('cannot be used to approve a tournament or hand it to someone else', async () => {
      const mine = await createTournament(organizer.agent);
      const response = await organizer.agent
        .patch(`/api/tournaments/${mine.id}`)
        .send({ status: 'approved', organizerId: other.user.id, tournamentCode: 'TNS-2026-FAKE' })
        .expect(200);
      expect(response.body).toMatchObject({
        status: 'pending',
        organizerId: organizer.user.id,
        tournamentCode: mine.tournamentCode,
      });
      expect(await eventTypes(t, mine.id)).toEqual(['TournamentCreated']);
    });

    it('clears an optional field sent empty', async () => {
      const mine = await createTournament(organizer.agent, { additionalInfo: 'Parking at the back' });
      const response = await organizer.agent
        .patch(`/api/tournaments/${mine.id}`)
        .send({ additionalInfo: '', poc2Email: null })
        .expect(200);
      expect(response.body).toMatchObject({ additionalInfo: null, poc2Email: null });
    });

    it('applies the create rules to each field sent, and refuses null for a required one', async () => {
      const mine = await createTournament(organizer.agent);
      const response = await organizer.agent
        .patch(`/api/tournaments/${mine.id}`)
        .send({ name: 'ab', divisions: 9, venue: null, poc2Email: 'nope' })
        .expect(400);
      expect(response.body.fields).toEqual({
        name: [M.name],
        divisions: [M.divisions],
        venue: [M.venue],
        poc2Email: [M.poc2Email],
      });
    });

    it('still requires the end on or after the start when only one date is sent', async () => {
      const mine = await createTournament(organizer.agent, { startDate: day(30), endDate: day(31) });
      const response = await organizer.agent
        .patch(`/api/tournaments/${mine.id}`)
        .send({ endDate: day(29) })
        .expect(400);
      expect(response.body.fields).toEqual({ endDate: [M.endBeforeStart] });
      const moved = await organizer.agent
        .patch(`/api/tournaments/${mine.id}`)
        .send({ startDate: day(40) })
        .expect(400);
      expect(moved.body.fields).toEqual({ endDate: [M.endBeforeStart] });
    });

    it('refuses a deadline that the new start date would overtake', async () => {
      const mine = await createTournament(organizer.agent, {
        startDate: day(30),
        endDate: day(31),
        registrationDeadline: day(25),
      });
      const response = await organizer.agent
        .patch(`/api/tournaments/${mine.id}`)
        .send({ startDate: day(20), endDate: day(21) })
        .expect(400);
      expect(response.body.fields).toEqual({ registrationDeadline: [M.registrationDeadline] });
    });

    it('refuses a capacity below the players already enrolled', async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      for (let i = 0; i < 3; i++) {
        const player = await signedInAs(t, 'player');
        await player.agent.post(`/api/tournaments/${tournament.id}/enroll`).expect(201);
      }
      const response = await organizer.agent.patch(`/api/tournaments/${tournament.id}`).send({ maxParticipants: 2 }).expect(400);
      expect(response.body.fields).toEqual({
        maxParticipants: ['Maximum participants cannot be below the 3 players already enrolled'],
      });
      await organizer.agent.patch(`/api/tournaments/${tournament.id}`).send({ maxParticipants: 3 }).expect(200);
    });

    it("forbids editing someone else's tournament", async () => {
      const theirs = await createTournament(other.agent);
      const response = await organizer.agent.patch(`/api/tournaments/${theirs.id}`).send({ name: 'Taken Over' }).expect(403);
      expect(response.body.message).toBe('You can only edit your own tournaments');
    });

    it('refuses to edit a tournament that has started or was rejected', async () => {
      const { tournament: running } = await approvedTournament(t, { startDate: day(-1), endDate: day(2) }, organizer);
      const started = await organizer.agent.patch(`/api/tournaments/${running.id}`).send({ name: 'Too Late' }).expect(409);
      expect(started.body.message).toBe('This tournament is active and can no longer be edited');
      const rejected = await createTournament(organizer.agent);
      await decide(t, rejected.id, 'rejected');
      await organizer.agent.patch(`/api/tournaments/${rejected.id}`).send({ name: 'Second Try' }).expect(409);
      expect(await eventTypes(t, running.id)).toEqual(['TournamentCreated', 'TournamentApproved']);
    });

    it('answers 404 for a missing tournament', async () => {
      await organizer.agent.patch('/api/tournaments/999999').send({ name: 'Ghost Open' }).expect(404);
    });
  });

  describe('DELETE /api/tournaments/{id}', () => {
    it("deletes the organizer's own tournament no entry holds a place in, with its withdrawn entries", async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      const { body } = await request(t.http)
        .post(`/api/tournaments/${tournament.id}/register`)
        .send(registrationRequest(tournament))
        .expect(201);
      await organizer.agent.delete(`/api/tournaments/${tournament.id}/entries/${body.registrationId}`).expect(204);
      const response = await organizer.agent.delete(`/api/tournaments/${tournament.id}`).expect(200);
      expect(response.body).toEqual({ message: 'Tournament deleted' });
      await organizer.agent.get(`/api/tournaments/${tournament.id}`).expect(404);
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM tournament_entries WHERE tournament_id = $1`,
        [tournament.id],
      );
      expect(count).toBe(0);
      expect(await eventTypes(t, tournament.id)).toEqual([
        'TournamentCreated',
        'TournamentApproved',
        'RegistrationSubmitted',
        'EntryWithdrawn',
        'TournamentDeleted',
      ]);
    });

    it('refuses while an entry made by the public form holds a place: it counts as Enroll does (one count)', async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      await request(t.http).post(`/api/tournaments/${tournament.id}/register`).send(registrationRequest(tournament)).expect(201);
      const response = await organizer.agent.delete(`/api/tournaments/${tournament.id}`).expect(409);
      expect(response.body.message).toBe('This tournament has 1 enrolled player and cannot be deleted');
    });

    it('refuses while players are enrolled, saying so', async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      const player = await signedInAs(t, 'player');
      await player.agent.post(`/api/tournaments/${tournament.id}/enroll`).expect(201);
      const response = await organizer.agent.delete(`/api/tournaments/${tournament.id}`).expect(409);
      expect(response.body.message).toBe('This tournament has 1 enrolled player and cannot be deleted');
      await organizer.agent.get(`/api/tournaments/${tournament.id}`).expect(200);
    });

    it("forbids deleting someone else's tournament", async () => {
      const theirs = await createTournament(other.agent);
      const response = await organizer.agent.delete(`/api/tournaments/${theirs.id}`).expect(403);
      expect(response.body.message).toBe('You can only delete your own tournaments');
      expect(await eventTypes(t, theirs.id)).toEqual(['TournamentCreated']);
    });

    it('answers 404 for a missing tournament', async () => {
      await organizer.agent.delete('/api/tournaments/999999').expect(404);
    });
  });
});
