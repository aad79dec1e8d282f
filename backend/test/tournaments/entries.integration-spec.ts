import request from 'supertest';
import { createUser, signedInAs, validSignup } from '../support/factories';
import { firstLink } from '../support/smtp-capture';
import { startTestApp, TestApp } from '../support/test-app';
import {
  approvedTournament,
  day,
  eventTypes,
  outboxMailsTo,
  registrationRequest,
  signedInPlayers,
  type SignedIn,
} from './tournament-factories';

interface EntryRow {
  id: number;
  user_id: number | null;
  email: string;
  form_filled: boolean;
  status: string;
  available_times: string[];
  handedness: string | null;
}

/**
 * One entry per person per tournament (docs/decisions/0013): the public form and Enroll make or complete the same
 * entry, share one count and one line, and an entry is linked to the account whose verified e-mail is its own.
 */
describe('tournament entries: one per person, made by the form or by Enroll', () => {
  let t: TestApp;
  let organizer: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = await signedInAs(t, 'organizer');
  });
  afterAll(() => t.close());

  const register = (tournamentId: number, body: object, as = request(t.http)) =>
    as.post(`/api/tournaments/${tournamentId}/register`).send(body);
  const joinByForm = (tournamentId: number, body: object) =>
    request(t.http).post(`/api/tournaments/${tournamentId}/register/waitlist`).send(body);
  const enroll = (who: SignedIn, tournamentId: number) => who.agent.post(`/api/tournaments/${tournamentId}/enroll`);
  const entries = (tournamentId: number): Promise<EntryRow[]> =>
    t.dataSource.query(
      `SELECT id, user_id, email, form_filled, status, available_times, handedness FROM tournament_entries
        WHERE tournament_id = $1 ORDER BY id`,
      [tournamentId],
    );
  const placesOf = async (tournamentId: number) =>
    (
      await t.dataSource.query(
        `SELECT t.entry_count AS "entryCount",
                (SELECT count(*)::int FROM tournament_entries e WHERE e.tournament_id = t.id AND e.status <> 'withdrawn') AS holding,
                (SELECT count(*)::int FROM tournament_waitlist w WHERE w.tournament_id = t.id) AS waiting
           FROM tournaments t WHERE t.id = $1`,
        [tournamentId],
      )
    )[0] as { entryCount: number; holding: number; waiting: number };

  describe('the second way completes the entry the first made', () => {
    it('form, then Enroll with the same e-mail (any case): one entry, linked, holding one place', async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      const player = await signedInAs(t, 'player');
      // The account is unverified when the form comes: the form cannot link it, Enroll (the account holder) does.
      await t.dataSource.query(`UPDATE users SET is_email_verified = false WHERE id = $1`, [player.user.id]);
      const form = await register(tournament.id, registrationRequest(tournament, { email: player.user.email.toUpperCase() }));
      expect(form.status).toBe(201);
      expect((await entries(tournament.id)).map((e) => e.user_id)).toEqual([null]);

      await enroll(player, tournament.id).expect(201);

      expect(await entries(tournament.id)).toEqual([
        expect.objectContaining({ id: form.body.registrationId, user_id: player.user.id, form_filled: true }),
      ]);
      expect(await placesOf(tournament.id)).toEqual({ entryCount: 1, holding: 1, waiting: 0 });
      expect((await eventTypes(t, tournament.id)).slice(2)).toEqual(['RegistrationSubmitted', 'EntryLinked', 'PlayerEnrolled']);
      expect((await player.agent.get(`/api/tournaments/${tournament.id}`).expect(200)).body).toMatchObject({
        isEnrolled: true,
        isRegistered: true,
        participantCount: 1,
      });
      await enroll(player, tournament.id).expect(409);
    });

    it("Enroll, then the form with the account's e-mail: one entry with the form's time slots", async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      const player = await signedInAs(t, 'player');
      await enroll(player, tournament.id).expect(201);
      const [enrolled] = await entries(tournament.id);
      expect(enrolled).toMatchObject({ form_filled: false, status: 'registered', available_times: [], handedness: null });

      const form = await register(
        tournament.id,
        registrationRequest(tournament, { email: player.user.email, availableTimes: ['early_morning', 'weekend_morning'] }),
      ).expect(201);

      expect(form.body.registrationId).toBe(enrolled.id);
      expect(await entries(tournament.id)).toEqual([
        {
          id: enrolled.id,
          user_id: player.user.id,
          email: player.user.email,
          form_filled: true,
          status: 'registered',
          available_times: ['early_morning', 'weekend_morning'],
          handedness: 'left',
        },
      ]);
      expect(await placesOf(tournament.id)).toEqual({ entryCount: 1, holding: 1, waiting: 0 });
      // A filled form again is the spec's duplicate.
      const again = await register(tournament.id, registrationRequest(tournament, { email: player.user.email })).expect(409);
      expect(again.body.message).toBe('This email address is already registered for this tournament');
    });

    it("a signed-in player's form completes their entry, with the answer naming it", async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      const player = await signedInAs(t, 'player');
      await enroll(player, tournament.id).expect(201);
      const [enrolled] = await entries(tournament.id);

      const response = await register(tournament.id, registrationRequest(tournament, { email: player.user.email }), player.agent);

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        message: 'Registration successful! A confirmation email is on its way.',
        registrationId: enrolled.id,
      });
      expect(await entries(tournament.id)).toEqual([expect.objectContaining({ id: enrolled.id, form_filled: true })]);
      const [notification] = await t.dataSource.query(
        `SELECT entry_id FROM registration_notifications WHERE tournament_id = $1`,
        [tournament.id],
      );
      expect(notification.entry_id).toBe(enrolled.id);
    });

    it('a signed-in player registering someone else makes that person their own entry', async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      const player = await signedInAs(t, 'player');
      await enroll(player, tournament.id).expect(201);
      const friend = registrationRequest(tournament, { fullName: 'Friend Of Player' });
      await register(tournament.id, friend, player.agent).expect(201);
      expect((await entries(tournament.id)).map((e) => [e.user_id, e.email, e.form_filled])).toEqual([
        [player.user.id, player.user.email, false],
        [null, friend.email, true],
      ]);
    });

    it('the same person through both ways at once: one entry each, with the form filled', async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      const players = await signedInPlayers(t, 6);

      const answers = await Promise.all(
        players.map((player) =>
          Promise.all([
            enroll(player, tournament.id),
            register(tournament.id, registrationRequest(tournament, { email: player.user.email })),
          ]),
        ),
      );

      for (const [enrolment, form] of answers) {
        // The form makes the entry or completes the one Enroll made; Enroll makes it, or finds it linked at once.
        expect(form.status).toBe(201);
        if (enrolment.status !== 201) expect(enrolment.body.message).toBe('You are already enrolled in this tournament');
      }
      const rows = await entries(tournament.id);
      expect(rows).toHaveLength(6);
      for (const player of players) {
        expect(rows.filter((row) => row.user_id === player.user.id)).toEqual([
          expect.objectContaining({ email: player.user.email, form_filled: true }),
        ]);
      }
      expect(await placesOf(tournament.id)).toEqual({ entryCount: 6, holding: 6, waiting: 0 });
    });
  });

  describe('one count and one line for both ways', () => {
    it('50 entrants at once through the form and Enroll mixed, for 40 places: exactly 40 entries, and the 10 refused wait in line', async () => {
      const { tournament } = await approvedTournament(t, { maxParticipants: 40 }, organizer);
      const players = await signedInPlayers(t, 25);
      const forms = Array.from({ length: 25 }, (_, i) => registrationRequest(tournament, { fullName: `Form Entrant ${i}` }));

      // Each arrives at once; whoever is refused for want of a place joins the line the way they came.
      const outcomes = await Promise.all([
        ...players.map(async (player) => {
          const answer = await enroll(player, tournament.id);
          if (answer.status !== 409) return answer.status;
          expect(answer.body.message).toMatch(/full|waiting/);
          return (await player.agent.post(`/api/tournaments/${tournament.id}/waitlist`)).status === 201 ? 'waiting' : 'lost';
        }),
        ...forms.map(async (form) => {
          const answer = await register(tournament.id, form);
          if (answer.status !== 409) return answer.status;
          expect(answer.body.message).toMatch(/full|waiting/);
          return (await joinByForm(tournament.id, form)).status === 201 ? 'waiting' : 'lost';
        }),
      ]);

      expect(outcomes.filter((outcome) => outcome === 201)).toHaveLength(40);
      expect(outcomes.filter((outcome) => outcome === 'waiting')).toHaveLength(10);
      // Counted in PostgreSQL: the rows, the kept count and the line agree.
      const [{ entries: rows }] = await t.dataSource.query(
        `SELECT count(*)::int AS entries FROM tournament_entries WHERE tournament_id = $1`,
        [tournament.id],
      );
      expect(rows).toBe(40);
      expect(await placesOf(tournament.id)).toEqual({ entryCount: 40, holding: 40, waiting: 10 });
      const view = (await request(t.http).get(`/api/tournaments/${tournament.id}`).expect(200)).body;
      expect(view).toMatchObject({ participantCount: 40, isFull: true, registrationsFull: true });
      const listed = (await organizer.agent.get(`/api/tournaments/${tournament.id}/participants`).expect(200)).body;
      expect(listed.total).toBe(40);
    });

    it('a full form offers the line by e-mail; a withdrawal gives the place to the first in line, made from the form they sent', async () => {
      const { tournament } = await approvedTournament(t, { maxParticipants: 2, name: 'Line Cup' }, organizer);
      const [ana, ben] = await signedInPlayers(t, 2);
      await enroll(ana, tournament.id).expect(201);
      await register(tournament.id, registrationRequest(tournament)).expect(201);

      const waiting = registrationRequest(tournament, { fullName: 'Wanda Waiting', availableTimes: ['evening'] });
      const full = await register(tournament.id, waiting).expect(409);
      expect(full.body.message).toBe('Tournament is full: all 2 places are taken');
      expect((await joinByForm(tournament.id, waiting).expect(201)).body).toEqual({
        message: "You're on the waitlist: we'll email you as soon as a place is yours.",
        position: 1,
      });
      expect((await ben.agent.post(`/api/tournaments/${tournament.id}/waitlist`).expect(201)).body).toEqual({ position: 2 });
      expect((await joinByForm(tournament.id, { ...waiting, email: waiting.email.toUpperCase() }).expect(409)).body.message).toBe(
        'This email address is already on the waitlist for this tournament',
      );
      // Anyone waiting means full for a newcomer, even past a free place.
      await register(tournament.id, registrationRequest(tournament)).expect(409);

      await ana.agent.delete(`/api/tournaments/${tournament.id}/withdraw`).expect(200);

      const promoted = (await entries(tournament.id)).find((row) => row.email === waiting.email)!;
      expect(promoted).toMatchObject({ user_id: null, form_filled: true, status: 'pending', available_times: ['evening'] });
      expect(await placesOf(tournament.id)).toEqual({ entryCount: 2, holding: 2, waiting: 1 });
      expect((await ben.agent.get(`/api/tournaments/${tournament.id}`).expect(200)).body.waitlistPosition).toBe(1);
      const [mail] = await outboxMailsTo(t, waiting.email);
      expect(mail).toMatchObject({ subject: "You're in: Line Cup", kind: 'tournament-waitlist-promotion' });
      expect(mail.text).toContain('Hi Wanda,');
      expect(mail.text).toContain(`/register-tournament?tournamentId=${tournament.id}`);
    });

    it('the form waitlist refuses while a place is free and nobody waits, and someone already entered', async () => {
      const { tournament } = await approvedTournament(t, { maxParticipants: 3 }, organizer);
      const body = registrationRequest(tournament);
      expect((await joinByForm(tournament.id, body).expect(409)).body.message).toBe(
        'This tournament still has places: register instead',
      );
      await register(tournament.id, body).expect(201);
      expect((await joinByForm(tournament.id, body).expect(409)).body.message).toBe(
        'This email address is already registered for this tournament',
      );
      await joinByForm(999999, body).expect(404);
    });

    it('re-entering after a withdrawal takes the same entry up again, its place counted at commit', async () => {
      const { tournament } = await approvedTournament(t, { maxParticipants: 2 }, organizer);
      const player = await signedInAs(t, 'player');
      const { body } = await register(tournament.id, registrationRequest(tournament, { email: player.user.email })).expect(201);
      await player.agent.delete(`/api/tournaments/${tournament.id}/withdraw`).expect(200);
      expect(await placesOf(tournament.id)).toEqual({ entryCount: 0, holding: 0, waiting: 0 });

      const again = await register(tournament.id, registrationRequest(tournament, { email: player.user.email })).expect(201);

      expect(again.body.registrationId).toBe(body.registrationId);
      expect(await entries(tournament.id)).toEqual([expect.objectContaining({ id: body.registrationId, status: 'pending' })]);
      expect(await placesOf(tournament.id)).toEqual({ entryCount: 1, holding: 1, waiting: 0 });
    });
  });

  describe('the organizer withdraws an entry', () => {
    it('at any time, answering 204; the entry stays, withdrawn, and the first in line takes its place', async () => {
      const { tournament } = await approvedTournament(t, { maxParticipants: 2 }, organizer);
      const { body } = await register(tournament.id, registrationRequest(tournament)).expect(201);
      await register(tournament.id, registrationRequest(tournament)).expect(201);
      const next = await signedInAs(t, 'player');
      await next.agent.post(`/api/tournaments/${tournament.id}/waitlist`).expect(201);

      const response = await organizer.agent
        .delete(`/api/tournaments/${tournament.id}/entries/${body.registrationId}`)
        .expect(204);

      expect(response.text).toBe('');
      expect((await entries(tournament.id)).map((row) => [row.id === body.registrationId, row.user_id, row.status])).toEqual([
        [true, null, 'withdrawn'],
        [false, null, 'pending'],
        [false, next.user.id, 'registered'],
      ]);
      const [withdrawn] = await t.dataSource.query(
        `SELECT actor_id, payload FROM event_log WHERE aggregate_id = $1 AND type = 'EntryWithdrawn'`,
        [String(tournament.id)],
      );
      expect(withdrawn).toEqual({
        actor_id: organizer.user.id,
        payload: { entryId: body.registrationId, userId: null, byOrganizer: true },
      });
      expect((await eventTypes(t, tournament.id)).slice(-2)).toEqual(['EntryWithdrawn', 'TournamentWaitlistPromoted']);
      expect((await next.agent.get('/api/my-tournament-enrollments').expect(200)).body).toEqual([
        expect.objectContaining({ tournamentId: tournament.id }),
      ]);
    });

    it('after the start too, by an admin as well; 404 for an unknown entry or a tournament not theirs, 409 withdrawn twice', async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      const player = await signedInAs(t, 'player');
      await enroll(player, tournament.id).expect(201);
      const [entry] = await entries(tournament.id);
      await t.dataSource.query(`UPDATE tournaments SET start_date = $2, registration_deadline = NULL WHERE id = $1`, [
        tournament.id,
        day(0),
      ]);
      const path = `/api/tournaments/${tournament.id}/entries/${entry.id}`;

      expect((await player.agent.delete(`/api/tournaments/${tournament.id}/withdraw`).expect(409)).body.message).toBe(
        'Withdrawal is closed: this tournament has already started',
      );
      await player.agent.delete(path).expect(403);
      await request(t.http).delete(path).expect(401);
      const stranger = await signedInAs(t, 'organizer');
      expect((await stranger.agent.delete(path).expect(404)).body.message).toBe('Tournament not found');
      expect((await organizer.agent.delete(`/api/tournaments/${tournament.id}/entries/999999`).expect(404)).body.message).toBe(
        'Entry not found',
      );
      await (await signedInAs(t, 'admin')).agent.delete(path).expect(204);
      expect((await organizer.agent.delete(path).expect(409)).body.message).toBe(
        'This entry has already withdrawn from the tournament',
      );
      expect(await entries(tournament.id)).toEqual([expect.objectContaining({ id: entry.id, status: 'withdrawn' })]);
    });
  });

  describe('linking an entry to the account whose verified e-mail is its own', () => {
    it('at once, when the verified account exists; never to an unverified one', async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      const verified = await createUser(t, 'player');
      const unverified = await createUser(t, 'player', { isEmailVerified: false });
      const linked = await register(tournament.id, registrationRequest(tournament, { email: verified.email.toUpperCase() }));
      await register(tournament.id, registrationRequest(tournament, { email: unverified.email })).expect(201);

      expect((await entries(tournament.id)).map((row) => row.user_id)).toEqual([verified.id, null]);
      const [event] = await t.dataSource.query(`SELECT payload FROM event_log WHERE aggregate_id = $1 AND type = 'EntryLinked'`, [
        String(tournament.id),
      ]);
      expect(event.payload).toEqual({ entryId: linked.body.registrationId, userId: verified.id, sport: 'tennis' });
    });

    it('when the account verifies its e-mail: every unlinked entry of that address, in every tournament', async () => {
      const { tournament: spring } = await approvedTournament(t, {}, organizer);
      const { tournament: summer } = await approvedTournament(t, { sport: 'pickleball' }, organizer);
      const signup = validSignup();
      await register(spring.id, registrationRequest(spring, { email: signup.email })).expect(201);
      await request(t.http).post('/api/auth/signup').send(signup).expect(201);
      await register(summer.id, registrationRequest(summer, { email: signup.email.toUpperCase() })).expect(201);
      expect([...(await entries(spring.id)), ...(await entries(summer.id))].map((row) => row.user_id)).toEqual([null, null]);

      const link = new URL(
        firstLink(await t.smtp.waitFor((m) => m.to.includes(signup.email) && m.text.includes('/api/auth/verify-email'))),
      );
      await request(t.http).get(`${link.pathname}${link.search}`).expect(302).expect('Location', '/?verified=1');

      const [{ id }] = await t.dataSource.query(`SELECT id FROM users WHERE username = $1`, [signup.username]);
      expect([...(await entries(spring.id)), ...(await entries(summer.id))].map((row) => row.user_id)).toEqual([id, id]);
      expect(await eventTypes(t, spring.id)).toContain('EntryLinked');
      const [summerLink] = await t.dataSource.query(
        `SELECT payload FROM event_log WHERE aggregate_id = $1 AND type = 'EntryLinked'`,
        [String(summer.id)],
      );
      expect(summerLink.payload).toMatchObject({ userId: id, sport: 'pickleball' });
      // The new account finds them on its dashboard.
      const agent = request.agent(t.http);
      await agent.post('/api/auth/login').send({ username: signup.username, password: signup.password }).expect(200);
      expect(
        (await agent.get('/api/my-tournament-enrollments').expect(200)).body
          .map((x: { tournamentId: number }) => x.tournamentId)
          .sort(),
      ).toEqual([spring.id, summer.id].sort());
    });

    it('at sign-in, for an entry made while the address was not yet proven the account holder’s', async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      const user = await createUser(t, 'player', { isEmailVerified: false });
      await register(tournament.id, registrationRequest(tournament, { email: user.email })).expect(201);
      await t.dataSource.query(`UPDATE users SET is_email_verified = true WHERE id = $1`, [user.id]);
      expect((await entries(tournament.id)).map((row) => row.user_id)).toEqual([null]);

      await request(t.http).post('/api/auth/login').send({ username: user.username, password: user.password }).expect(200);

      expect((await entries(tournament.id)).map((row) => row.user_id)).toEqual([user.id]);
      expect(await eventTypes(t, user.id, 'user')).toContain('UserSignedIn');
      expect((await eventTypes(t, tournament.id)).at(-1)).toBe('EntryLinked');
    });

    it('never links a second entry to an account that has one in the tournament already', async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      const player = await createUser(t, 'player');
      const agent = request.agent(t.http);
      await agent.post('/api/auth/login').send({ username: player.username, password: player.password }).expect(200);
      await agent.post(`/api/tournaments/${tournament.id}/enroll`).expect(201);
      // Someone's entry of another address, which later becomes this account's address.
      const other = registrationRequest(tournament);
      await register(tournament.id, other).expect(201);
      await t.dataSource.query(`UPDATE users SET email = $2 WHERE id = $1`, [player.id, other.email]);

      await request(t.http).post('/api/auth/login').send({ username: player.username, password: player.password }).expect(200);

      expect((await entries(tournament.id)).map((row) => row.user_id)).toEqual([player.id, null]);
      expect(await eventTypes(t, tournament.id)).not.toContain('EntryLinked');
    });
  });

  describe('a deleted account', () => {
    it('loses its entry made by Enroll (the first in line takes the place) and leaves its form entry without an account', async () => {
      const { tournament } = await approvedTournament(t, { maxParticipants: 2 }, organizer);
      const [enrolledOnly, registered, next] = await signedInPlayers(t, 3);
      await enroll(enrolledOnly, tournament.id).expect(201);
      const { body } = await register(tournament.id, registrationRequest(tournament, { email: registered.user.email })).expect(
        201,
      );
      await next.agent.post(`/api/tournaments/${tournament.id}/waitlist`).expect(201);
      const admin = await signedInAs(t, 'admin');

      await admin.agent.delete(`/api/admin/users/${enrolledOnly.user.id}`).expect(200);
      await admin.agent.delete(`/api/admin/users/${registered.user.id}`).expect(200);

      expect((await entries(tournament.id)).map((row) => [row.id === body.registrationId, row.user_id])).toEqual([
        [true, null],
        [false, next.user.id],
      ]);
      expect(await placesOf(tournament.id)).toEqual({ entryCount: 2, holding: 2, waiting: 0 });
    });
  });
});
