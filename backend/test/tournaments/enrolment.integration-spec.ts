import request from 'supertest';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { approvedTournament, createTournament, day, eventTypes, SignedIn } from './tournament-factories';

describe('enrolling in and withdrawing from tournaments', () => {
  let t: TestApp;
  let organizer: SignedIn;
  let player: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = await signedInAs(t, 'organizer');
    player = await signedInAs(t, 'player');
  });
  afterAll(() => t.close());

  const enroll = (who: SignedIn, id: number) => who.agent.post(`/api/tournaments/${id}/enroll`);
  const withdraw = (who: SignedIn, id: number) => who.agent.delete(`/api/tournaments/${id}/withdraw`);

  it("enrolls a player, who then shows up everywhere the player's enrolments are read", async () => {
    const { tournament } = await approvedTournament(t, { name: 'Baseline Bash', venue: 'North Park Courts' }, organizer);
    const response = await enroll(player, tournament.id).expect(201);
    expect(response.body).toEqual({ message: 'You are enrolled in this tournament' });

    const available = (await player.agent.get('/api/tournaments').expect(200)).body.items;
    expect(available.find((x: { id: number }) => x.id === tournament.id)).toMatchObject({
      isEnrolled: true,
      participantCount: 1,
    });

    const enrolments = (await player.agent.get('/api/my-tournament-enrollments').expect(200)).body;
    expect(enrolments).toEqual([{ tournamentId: tournament.id, registrationDate: expect.any(String), status: 'registered' }]);

    const mine = (await player.agent.get('/api/user/tournaments').expect(200)).body;
    expect(mine).toEqual([
      { id: tournament.id, name: 'Baseline Bash', venue: 'North Park Courts', sport: 'tennis', scoreFormat: 'tennis-best-of-3' },
    ]);

    const participants = (await organizer.agent.get(`/api/tournaments/${tournament.id}/participants`).expect(200)).body.items;
    expect(participants).toEqual([
      {
        entryId: expect.any(Number),
        userId: player.user.id,
        participantId: player.user.id,
        firstName: 'Player',
        lastName: 'Tester',
        username: player.user.username,
        email: player.user.email,
        phone: '5550001111',
        level: null,
        registrationDate: enrolments[0].registrationDate,
        status: 'registered',
      },
    ]);
    expect(await eventTypes(t, tournament.id)).toEqual(['TournamentCreated', 'TournamentApproved', 'PlayerEnrolled']);
  });

  it('lists approved tournaments for players, upcoming first, never pending or rejected ones', async () => {
    const someone = await signedInAs(t, 'player');
    const { tournament: later } = await approvedTournament(t, { startDate: day(60), endDate: day(61) }, organizer);
    const { tournament: sooner } = await approvedTournament(t, { startDate: day(5), endDate: day(6) }, organizer);
    const { tournament: running } = await approvedTournament(t, { startDate: day(-1), endDate: day(1) }, organizer);
    const pending = await createTournament(organizer.agent);

    const ids = (await someone.agent.get('/api/tournaments').expect(200)).body.items.map((x: { id: number }) => x.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(running.id));
    expect(ids).not.toContain(pending.id);
  });

  it('refuses a second enrolment with 409', async () => {
    const { tournament } = await approvedTournament(t, {}, organizer);
    await enroll(player, tournament.id).expect(201);
    const again = await enroll(player, tournament.id).expect(409);
    expect(again.body.message).toBe('You are already enrolled in this tournament');
    expect(await eventTypes(t, tournament.id)).toEqual(['TournamentCreated', 'TournamentApproved', 'PlayerEnrolled']);
  });

  it('refuses once the tournament has started, saying why', async () => {
    const { tournament } = await approvedTournament(t, { startDate: day(0), endDate: day(2) }, organizer);
    const response = await enroll(player, tournament.id).expect(409);
    expect(response.body.message).toBe('Enrollment is closed: this tournament has already started');
  });

  it('refuses a completed tournament', async () => {
    const { tournament } = await approvedTournament(t, { startDate: day(-5), endDate: day(-3) }, organizer);
    expect((await enroll(player, tournament.id).expect(409)).body.message).toBe(
      'Enrollment is closed: this tournament has ended',
    );
  });

  it('refuses after the registration deadline, but accepts on the deadline day', async () => {
    const { tournament: past } = await approvedTournament(
      t,
      { startDate: day(10), endDate: day(11), registrationDeadline: day(-1) },
      organizer,
    );
    const response = await enroll(player, past.id).expect(409);
    expect(response.body.message).toBe(`Enrollment is closed: the registration deadline (${day(-1)}) has passed`);
    const { tournament: lastDay } = await approvedTournament(
      t,
      { startDate: day(10), endDate: day(11), registrationDeadline: day(0) },
      organizer,
    );
    await enroll(player, lastDay.id).expect(201);
  });

  it('refuses a full tournament with 409', async () => {
    const { tournament } = await approvedTournament(t, { maxParticipants: 2 }, organizer);
    await enroll(await signedInAs(t, 'player'), tournament.id).expect(201);
    await enroll(await signedInAs(t, 'player'), tournament.id).expect(201);
    const response = await enroll(player, tournament.id).expect(409);
    expect(response.body.message).toBe('Tournament is full: all 2 places are taken');
  });

  it('answers 404 for a tournament that is missing or not approved', async () => {
    await enroll(player, 999999).expect(404);
    const pending = await createTournament(organizer.agent);
    expect((await enroll(player, pending.id).expect(404)).body.message).toBe('Tournament not found');
  });

  it('never lets parallel enrolments exceed the capacity: 8 players, 3 places', async () => {
    const { tournament } = await approvedTournament(t, { maxParticipants: 3 }, organizer);
    const players = await Promise.all(Array.from({ length: 8 }, () => signedInAs(t, 'player')));

    const responses = await Promise.all(players.map((p) => enroll(p, tournament.id)));

    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body.message).toBe('Tournament is full: all 3 places are taken');
    }
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM tournament_entries WHERE tournament_id = $1`,
      [tournament.id],
    );
    expect(count).toBe(3);
    const [{ entryCount }] = await t.dataSource.query(`SELECT entry_count AS "entryCount" FROM tournaments WHERE id = $1`, [
      tournament.id,
    ]);
    expect(entryCount).toBe(3);
    expect((await eventTypes(t, tournament.id)).filter((type) => type === 'PlayerEnrolled')).toHaveLength(3);
  });

  it('lets the same player racing themselves enrol once', async () => {
    const { tournament } = await approvedTournament(t, {}, organizer);
    const racer = await signedInAs(t, 'player');
    const statuses = (await Promise.all([1, 2, 3].map(() => enroll(racer, tournament.id)))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
  });

  describe('withdrawing', () => {
    it('gives the place back while the tournament is upcoming, keeping the entry; enrolling again takes it up again', async () => {
      const { tournament } = await approvedTournament(t, { maxParticipants: 2 }, organizer);
      const leaver = await signedInAs(t, 'player');
      await enroll(leaver, tournament.id).expect(201);
      const entryOf = async () =>
        (
          await t.dataSource.query(`SELECT id, status FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2`, [
            tournament.id,
            leaver.user.id,
          ])
        )[0];
      const entry = await entryOf();
      const response = await withdraw(leaver, tournament.id).expect(200);
      expect(response.body).toEqual({ message: 'You have withdrawn from this tournament' });
      expect((await leaver.agent.get('/api/my-tournament-enrollments').expect(200)).body).toEqual([]);
      expect((await request(t.http).get(`/api/tournaments/${tournament.id}`).expect(200)).body.participantCount).toBe(0);
      expect(await entryOf()).toEqual({ id: entry.id, status: 'withdrawn' });
      await enroll(leaver, tournament.id).expect(201);
      expect(await entryOf()).toEqual({ id: entry.id, status: 'registered' });
      expect((await request(t.http).get(`/api/tournaments/${tournament.id}`).expect(200)).body.participantCount).toBe(1);
      expect(await eventTypes(t, tournament.id)).toEqual([
        'TournamentCreated',
        'TournamentApproved',
        'PlayerEnrolled',
        'EntryWithdrawn',
        'PlayerEnrolled',
      ]);
    });

    it('answers 404 to a player who is not enrolled', async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      const response = await withdraw(player, tournament.id).expect(404);
      expect(response.body.message).toBe('You are not enrolled in this tournament');
      expect(await eventTypes(t, tournament.id)).toEqual(['TournamentCreated', 'TournamentApproved']);
    });

    it('refuses once the tournament has started', async () => {
      const { tournament } = await approvedTournament(t, { startDate: day(0), endDate: day(1) }, organizer);
      await t.dataSource.query(
        `INSERT INTO tournament_entries (tournament_id, user_id, full_name, sport, email, form_filled, status)
         VALUES ($1, $2, 'Player Tester', 'tennis', $3, false, 'registered')`,
        [tournament.id, player.user.id, player.user.email],
      );
      const response = await withdraw(player, tournament.id).expect(409);
      expect(response.body.message).toBe('Withdrawal is closed: this tournament has already started');
    });
  });
});
