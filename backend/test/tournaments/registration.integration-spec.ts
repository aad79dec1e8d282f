import request from 'supertest';
import { TOURNAMENT_REGISTRATION_MESSAGES as R } from '@rallypoint/shared';
import { createUser, signedInAs } from '../support/factories';
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

describe('the public tournament registration form and organizer notifications', () => {
  let t: TestApp;
  let organizer: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = await signedInAs(t, 'organizer');
  });
  afterAll(() => t.close());

  const register = (tournamentId: number, body: object) =>
    request(t.http).post(`/api/tournaments/${tournamentId}/register`).send(body);

  it('registers without signing in, notifies the organizer and e-mails a confirmation, all with one event', async () => {
    const { tournament } = await approvedTournament(
      t,
      { sport: 'pickleball', name: 'Kitchen Line Classic', venue: 'Dinkville Sports Hall' },
      organizer,
    );
    const body = registrationRequest(tournament, { sport: 'tennis', fullName: '  Ada Lovelace ', skillDescription: '' });

    const response = await register(tournament.id, body).expect(201);
    expect(response.body).toEqual({
      message: 'Registration successful! A confirmation email is on its way.',
      registrationId: expect.any(Number),
    });

    const [row] = await t.dataSource.query(
      `SELECT full_name, sport, email, skill_level, skill_description, handedness, available_times, commitment_acknowledged, status
         FROM tournament_entries WHERE id = $1`,
      [response.body.registrationId],
    );
    expect(row).toEqual({
      full_name: 'Ada Lovelace',
      sport: 'pickleball',
      email: body.email,
      skill_level: 'L3',
      skill_description: null,
      handedness: 'left',
      available_times: ['morning', 'weekend_afternoon'],
      commitment_acknowledged: true,
      status: 'pending',
    });

    const [notification] = await t.dataSource.query(
      `SELECT recipient_id, recipient_type, tournament_code, player_name, player_email, is_read, entry_id
         FROM registration_notifications WHERE tournament_id = $1`,
      [tournament.id],
    );
    expect(notification).toEqual({
      recipient_id: organizer.user.id,
      recipient_type: 'organizer',
      tournament_code: tournament.tournamentCode,
      player_name: 'Ada Lovelace',
      player_email: body.email,
      is_read: false,
      entry_id: response.body.registrationId,
    });

    const mail = await t.smtp.waitFor((m) => m.to.includes(body.email));
    expect(mail.subject).toBe('Registration received: Kitchen Line Classic');
    expect(mail.text).toContain('Dinkville Sports Hall');
    expect(mail.text).toContain(`${tournament.startDate} to ${tournament.endDate}`);
    expect(mail.text).toContain('Morning 9-12; Weekend Afternoon (Sat/Sun 1-5)');
    expect(mail.text).toContain('L3 Between Beginner and Intermediate');

    expect(await eventTypes(t, tournament.id)).toEqual(['TournamentCreated', 'TournamentApproved', 'RegistrationSubmitted']);
  });

  it('invites a registrant without an account to create one, and one whose e-mail has an account to sign in', async () => {
    const { tournament } = await approvedTournament(t, {}, organizer);
    const unverified = await createUser(t, 'player', { isEmailVerified: false });
    const verified = await createUser(t, 'player');
    const newcomer = registrationRequest(tournament, { fullName: 'Nia Newcomer' });
    for (const body of [
      newcomer,
      { ...registrationRequest(tournament), email: unverified.email },
      { ...registrationRequest(tournament), email: verified.email },
    ])
      await register(tournament.id, body).expect(201);

    const signUp = await t.smtp.waitFor((m) => m.to.includes(newcomer.email));
    expect(signUp.text).toContain(`/signup?firstName=Nia&lastName=Newcomer&email=${encodeURIComponent(newcomer.email)}`);
    for (const address of [unverified.email, verified.email]) {
      const mail = await t.smtp.waitFor((m) => m.to.includes(address));
      expect(mail.text).toContain('This e-mail address already belongs to a RallyPoint account.');
      expect(mail.text).not.toContain('/signup?');
    }
  });

  it('answers an empty body with 400 naming every required field', async () => {
    const { tournament } = await approvedTournament(t, {}, organizer);
    const response = await register(tournament.id, {}).expect(400);
    expect(response.body.fields).toEqual({
      fullName: [R.fullName],
      email: [R.email],
      phone: [R.phone],
      skillLevel: [R.skillLevel],
      handedness: [R.handedness],
      availableTimes: [R.availableTimes],
      commitmentAcknowledged: [R.commitmentAcknowledged],
    });
  });

  it.each([
    ['fullName', '   ', R.fullName],
    ['email', 'nobody-at-example', R.email],
    ['phone', '', R.phone],
    ['skillLevel', 'L6', R.skillLevel],
    ['skillLevel', 'beginner', R.skillLevel],
    ['handedness', 'both', R.handedness],
    ['availableTimes', [], R.availableTimes],
    ['availableTimes', ['midnight'], R.availableTimes],
    ['availableTimes', 'morning', R.availableTimes],
    ['commitmentAcknowledged', false, R.commitmentAcknowledged],
    ['commitmentAcknowledged', 'true', R.commitmentAcknowledged],
  ])('rejects %s = %j with "%s"', async (field, value, message) => {
    const { tournament } = await approvedTournament(t, {}, organizer);
    const response = await register(tournament.id, { ...registrationRequest(tournament), [field]: value }).expect(400);
    expect(response.body.fields).toEqual({ [field]: [message] });
  });

  it('refuses the same e-mail twice for one tournament, whatever its case, but allows it elsewhere', async () => {
    const { tournament } = await approvedTournament(t, {}, organizer);
    const body = registrationRequest(tournament);
    await register(tournament.id, body).expect(201);
    const again = await register(tournament.id, { ...body, email: body.email.toUpperCase() }).expect(409);
    expect(again.body.message).toBe('This email address is already registered for this tournament');
    const { tournament: another } = await approvedTournament(t, {}, organizer);
    await register(another.id, body).expect(201);
  });

  it('answers 409, not 500, when the same e-mail is sent twice at once', async () => {
    const { tournament } = await approvedTournament(t, {}, organizer);
    const body = registrationRequest(tournament);
    const statuses = (await Promise.all([register(tournament.id, body), register(tournament.id, body)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('takes no more entries than the tournament has places, even when the last ones are sent at once', async () => {
    const { tournament } = await approvedTournament(t, { maxParticipants: 4 }, organizer);
    await register(tournament.id, registrationRequest(tournament)).expect(201);
    const racing = await Promise.all(Array.from({ length: 5 }, () => register(tournament.id, registrationRequest(tournament))));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(racing.find((r) => r.status === 409)?.body.message).toBe('Tournament is full: all 4 places are taken');
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM tournament_entries WHERE tournament_id = $1',
      [tournament.id],
    );
    expect(count).toBe(4);
    // The count kept on the tournament's row, which the capacity check reads, agrees with the rows.
    const [{ entryCount }] = await t.dataSource.query('SELECT entry_count AS "entryCount" FROM tournaments WHERE id = $1', [
      tournament.id,
    ]);
    expect(entryCount).toBe(4);
    expect((await request(t.http).get(`/api/tournaments/${tournament.id}`).expect(200)).body).toMatchObject({
      registrationsFull: true,
      isRegistered: false,
    });
  });

  it('tells a signed-in player on the tournament whether their account e-mail is on the form already', async () => {
    const { tournament } = await approvedTournament(t, {}, organizer);
    const player = await signedInAs(t, 'player');
    const view = () => player.agent.get(`/api/tournaments/${tournament.id}`).expect(200);
    expect((await view()).body).toMatchObject({ isRegistered: false, registrationsFull: false });
    await register(tournament.id, registrationRequest(tournament, { email: player.user.email.toUpperCase() })).expect(201);
    expect((await view()).body.isRegistered).toBe(true);
  });

  it('tells a signed-in player whether they hold one of its places, and a visitor that they do not', async () => {
    const { tournament } = await approvedTournament(t, {}, organizer);
    const player = await signedInAs(t, 'player');
    const view = () => player.agent.get(`/api/tournaments/${tournament.id}`).expect(200);
    expect((await view()).body).toMatchObject({ isEnrolled: false, waitlistPosition: null });
    await player.agent.post(`/api/tournaments/${tournament.id}/enroll`).expect(201);
    expect((await view()).body.isEnrolled).toBe(true);
    expect((await request(t.http).get(`/api/tournaments/${tournament.id}`).expect(200)).body.isEnrolled).toBe(false);
    await player.agent.delete(`/api/tournaments/${tournament.id}/withdraw`).expect(200);
    expect((await view()).body.isEnrolled).toBe(false);
  });

  it('answers 404 for a missing tournament or one that is not approved', async () => {
    expect((await register(999999, registrationRequest({ id: 999999, sport: 'tennis' })).expect(404)).body.message).toBe(
      'Tournament not found',
    );
    const pending = await createTournament(organizer.agent);
    await register(pending.id, registrationRequest(pending)).expect(404);
    await register(0, registrationRequest(pending)).expect(400);
  });

  it('refuses once the deadline has passed or the tournament has started, saying why', async () => {
    const { tournament: closed } = await approvedTournament(
      t,
      { startDate: day(5), endDate: day(6), registrationDeadline: day(-1) },
      organizer,
    );
    const late = await register(closed.id, registrationRequest(closed)).expect(409);
    expect(late.body.message).toBe(`Registration is closed: the registration deadline (${day(-1)}) has passed`);
    const { tournament: running } = await approvedTournament(t, { startDate: day(-1), endDate: day(1) }, organizer);
    const started = await register(running.id, registrationRequest(running)).expect(409);
    expect(started.body.message).toBe('Registration is closed: this tournament has already started');
    expect(await eventTypes(t, closed.id)).toEqual(['TournamentCreated', 'TournamentApproved']);
  });

  it("lists a tournament's registrations to its organizer and admins", async () => {
    const { tournament } = await approvedTournament(t, {}, organizer);
    const first = registrationRequest(tournament, { fullName: 'First Entrant' });
    await register(tournament.id, first).expect(201);
    await register(
      tournament.id,
      registrationRequest(tournament, { fullName: 'Second Entrant', skillDescription: undefined }),
    ).expect(201);

    const response = await organizer.agent.get(`/api/tournaments/${tournament.id}/registrations`).expect(200);
    expect(response.body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(response.body.items).toEqual([
      {
        id: expect.any(Number),
        userId: null,
        fullName: 'First Entrant',
        email: first.email,
        phone: first.phone,
        sport: 'tennis',
        skillLevel: 'L3',
        skillDescription: 'Heavy topspin forehand',
        handedness: 'left',
        availableTimes: ['morning', 'weekend_afternoon'],
        registrationDate: expect.any(String),
        status: 'pending',
      },
      expect.objectContaining({ fullName: 'Second Entrant', skillDescription: null }),
    ]);
    await (await adminOf(t)).agent.get(`/api/tournaments/${tournament.id}/registrations`).expect(200);
    const stranger = await signedInAs(t, 'organizer');
    await stranger.agent.get(`/api/tournaments/${tournament.id}/registrations`).expect(403);
    await organizer.agent.get('/api/tournaments/999999/registrations').expect(404);
  });

  describe('notifications', () => {
    it("shows an organizer their own tournaments' notifications, newest first, and an admin all of them", async () => {
      const owner = await signedInAs(t, 'organizer');
      const { tournament } = await approvedTournament(t, {}, owner);
      const { tournament: elsewhere } = await approvedTournament(t, {}, organizer);
      await register(tournament.id, registrationRequest(tournament, { fullName: 'Older Entry' })).expect(201);
      await register(tournament.id, registrationRequest(tournament, { fullName: 'Newer Entry' })).expect(201);
      await register(elsewhere.id, registrationRequest(elsewhere, { fullName: 'Not For Owner' })).expect(201);

      const response = await owner.agent.get('/api/notifications/registrations').expect(200);
      expect(response.body).toMatchObject({ total: 2, unread: 2, page: 1, pageSize: 50 });
      expect(response.body.items).toEqual([
        {
          id: expect.any(Number),
          playerName: 'Newer Entry',
          playerEmail: expect.stringMatching(/@example\.com$/),
          tournamentCode: tournament.tournamentCode,
          tournamentId: tournament.id,
          isRead: false,
          createdAt: expect.any(String),
        },
        expect.objectContaining({ playerName: 'Older Entry' }),
      ]);

      const all = (await (await adminOf(t)).agent.get('/api/notifications/registrations').expect(200)).body;
      expect(all.items.map((n: { playerName: string }) => n.playerName)).toEqual(
        expect.arrayContaining(['Newer Entry', 'Older Entry', 'Not For Owner']),
      );
    });

    it('lets only the recipient mark a notification read', async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      await register(tournament.id, registrationRequest(tournament)).expect(201);
      const [{ id }] = await t.dataSource.query(`SELECT id FROM registration_notifications WHERE tournament_id = $1`, [
        tournament.id,
      ]);

      const stranger = await signedInAs(t, 'organizer');
      const refused = await stranger.agent.patch(`/api/notifications/${id}/read`).expect(403);
      expect(refused.body.message).toBe('You can only mark your own notifications as read');
      await (await adminOf(t)).agent.patch(`/api/notifications/${id}/read`).expect(403);

      const response = await organizer.agent.patch(`/api/notifications/${id}/read`).expect(200);
      expect(response.body).toEqual({ message: 'Notification marked as read' });
      const listed = (await organizer.agent.get('/api/notifications/registrations').expect(200)).body;
      expect(listed.items.find((n: { id: number }) => n.id === id).isRead).toBe(true);

      // Marking it again is harmless and records nothing new.
      await organizer.agent.patch(`/api/notifications/${id}/read`).expect(200);
      expect(await eventTypes(t, id, 'registration_notification')).toEqual(['NotificationRead']);
    });

    it('filters by tournament, offers the tournaments with their unread counts, and marks all of one (or all) read at once', async () => {
      const owner = await signedInAs(t, 'organizer');
      const { tournament: spring } = await approvedTournament(t, {}, owner);
      const { tournament: summer } = await approvedTournament(t, {}, owner);
      const { tournament: elsewhere } = await approvedTournament(t, {}, organizer);
      for (const [tournament, count] of [
        [spring, 2],
        [summer, 3],
        [elsewhere, 1],
      ] as const) {
        for (let i = 0; i < count; i++) await register(tournament.id, registrationRequest(tournament)).expect(201);
      }
      const list = async (query = '') => (await owner.agent.get(`/api/notifications/registrations${query}`).expect(200)).body;

      const summerOnly = await list(`?tournamentId=${summer.id}`);
      expect(summerOnly).toMatchObject({ total: 3, unread: 3 });
      expect(summerOnly.items.every((n: { tournamentId: number }) => n.tournamentId === summer.id)).toBe(true);
      expect(summerOnly.tournaments).toEqual([
        { tournamentId: summer.id, tournamentCode: summer.tournamentCode, unread: 3 },
        { tournamentId: spring.id, tournamentCode: spring.tournamentCode, unread: 2 },
      ]);

      // Two at once: each notification is marked (and recorded) once.
      const [first, second] = await Promise.all([
        owner.agent.patch('/api/notifications/read').send({ tournamentId: summer.id }).expect(200),
        owner.agent.patch('/api/notifications/read').send({ tournamentId: summer.id }).expect(200),
      ]);
      expect([first.body.marked, second.body.marked].sort()).toEqual([0, 3]);
      expect(first.body.message).toBe('Notifications marked as read');
      const ids = summerOnly.items.map((n: { id: number }) => n.id);
      const [{ events }] = await t.dataSource.query(
        `SELECT count(*)::int AS events FROM event_log WHERE type = 'NotificationRead' AND aggregate_id = ANY($1)`,
        [ids.map(String)],
      );
      expect(events).toBe(3);
      expect(await list()).toMatchObject({ total: 5, unread: 2 });

      // The rest, of every tournament; someone else's stay unread.
      expect((await owner.agent.patch('/api/notifications/read').send({}).expect(200)).body.marked).toBe(2);
      expect((await list()).unread).toBe(0);
      const [{ unread }] = await t.dataSource.query(
        `SELECT count(*)::int AS unread FROM registration_notifications WHERE tournament_id = $1 AND NOT is_read`,
        [elsewhere.id],
      );
      expect(unread).toBe(1);
    });

    it('refuses a bad tournament filter with 400 and the field message', async () => {
      const bad = await organizer.agent.get('/api/notifications/registrations?tournamentId=abc').expect(400);
      expect(bad.body.fields).toEqual({ tournamentId: ['Tournament must be a tournament id'] });
      await organizer.agent.patch('/api/notifications/read').send({ tournamentId: 0 }).expect(400);
    });

    it('answers 404 for a missing notification and 400 for a bad id', async () => {
      await organizer.agent.patch('/api/notifications/999999/read').expect(404);
      await organizer.agent.patch('/api/notifications/abc/read').expect(400);
    });
  });
});
