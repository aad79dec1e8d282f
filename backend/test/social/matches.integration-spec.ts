import request from 'supertest';
import { approvedTournament, registrationRequest } from '../tournaments/tournament-factories';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { standClockAt } from '../support/clock';
import { day, eventTypes, person, type Person } from './social-factories';

describe('matches: invites, tournament and free-play scheduling, answers', () => {
  let t: TestApp;
  let ann: Person;

  beforeAll(async () => {
    t = await startTestApp();
    ann = await person(t, { firstName: 'Ann', lastName: 'Ace' });
  });
  afterAll(() => t.close());

  /** Far enough ahead that "upcoming" never depends on today; a fresh day per call keeps tests apart. */
  let nextDay = 40;
  const freshDay = () => day(nextDay++);

  const freePlay = (overrides: object = {}) => ({
    sport: 'tennis',
    proposedDate: freshDay(),
    proposedTime: '10:00',
    venue: 'Riverside Courts',
    duration: 90,
    message: 'Bring balls',
    matchType: 'free_play',
    ...overrides,
  });
  const invite = (opponentId: number, overrides: object = {}) => ({
    opponentId,
    sport: 'pickleball',
    proposedDate: freshDay(),
    proposedTime: '18:30',
    venue: 'Club Court 2',
    message: 'Fancy a game?',
    ...overrides,
  });
  const scheduleFreePlay = (who: Person, body: object) => who.agent.post('/api/matches/freeplay/schedule').send(body);
  const matchesOf = async (who: Person, query: Record<string, string | number> = {}) =>
    (await who.agent.get('/api/matches').query(query).expect(200)).body;

  describe('POST /api/matches/invite', () => {
    it('stores the invite as a pending event both sides see, and e-mails the invitee', async () => {
      const bea = await person(t, { firstName: 'Bea', lastName: 'Baseline' });
      const body = invite(bea.id);
      const response = await ann.agent.post('/api/matches/invite').send(body).expect(201);
      expect(response.body).toEqual({ id: expect.any(Number), message: 'Match invitation sent' });

      const expected = {
        id: response.body.id,
        title: 'Match invite: Pickleball',
        matchType: 'invite',
        sport: 'pickleball',
        tournamentId: null,
        proposedDate: body.proposedDate,
        proposedTime: '18:30',
        duration: 60,
        venue: 'Club Court 2',
        message: 'Fancy a game?',
        status: 'scheduled',
        response: 'pending',
        respondedAt: null,
        createdAt: expect.any(String),
        proposer: { id: ann.id, firstName: 'Ann', lastName: 'Ace', username: ann.username },
        opponent: { id: bea.id, firstName: 'Bea', lastName: 'Baseline', username: bea.username },
      };
      expect((await matchesOf(bea)).items).toEqual([{ ...expected, direction: 'received' }]);
      expect((await matchesOf(ann, { side: 'sent' })).items).toContainEqual({ ...expected, direction: 'sent' });
      expect((await matchesOf(ann, { side: 'received' })).items.map((m: { id: number }) => m.id)).not.toContain(response.body.id);

      const mail = await t.smtp.waitFor((m) => m.to.includes(bea.email));
      expect(mail.subject).toBe('Match invitation from Ann Ace');
      expect(mail.text).toContain(`When: ${body.proposedDate} at 18:30 (60 minutes)`);
      // The default title already names the type: it is not said twice on one line.
      expect(mail.text).not.toMatch(/Match Invite: Match invite/i);
      expect(mail.text).toContain(`Accept or decline in Schedule Match: ${t.config.appUrl}/schedule-match`);
      expect(await eventTypes(t, 'match', response.body.id)).toEqual(['MatchProposed']);
    });

    it('requires sport, date, time and venue (message optional), bounded', async () => {
      const bea = await person(t);
      const response = await ann.agent.post('/api/matches/invite').send({ opponentId: bea.id }).expect(400);
      expect(response.body.fields).toEqual({
        sport: ['Please select a sport'],
        proposedDate: ['Please select a date'],
        proposedTime: ['Please select a time'],
        venue: ['Venue is required'],
      });
      const bad = await ann.agent
        .post('/api/matches/invite')
        .send(
          invite(bea.id, {
            proposedDate: '2030-02-30',
            proposedTime: '24:00',
            venue: 'v'.repeat(201),
            message: 'm'.repeat(1001),
          }),
        )
        .expect(400);
      expect(bad.body.fields).toEqual({
        proposedDate: ['Please select a date'],
        proposedTime: ['Please select a time'],
        venue: ['Venue must be at most 200 characters'],
        message: ['Message must be at most 1000 characters'],
      });
      await ann.agent
        .post('/api/matches/invite')
        .send(invite(bea.id, { message: undefined }))
        .expect(201);
    });

    it('answers 404 for a missing, inactive or non-player opponent and 400 for yourself', async () => {
      const send = (opponentId: number) => ann.agent.post('/api/matches/invite').send(invite(opponentId));
      expect((await send(999999).expect(404)).body.message).toBe('Opponent not found');
      await send((await person(t, { isActive: false })).id).expect(404);
      await send((await person(t, { role: 'organizer' })).id).expect(404);
      await send((await person(t, { role: 'admin' })).id).expect(404);
      expect((await send(ann.id).expect(400)).body.message).toBe('You cannot schedule a match against yourself');
    });
  });

  describe('POST /api/matches/freeplay/schedule', () => {
    it('schedules a free-play match with its duration', async () => {
      const bea = await person(t);
      const body = freePlay({ opponentId: bea.id, duration: 150 });
      const { id } = (await scheduleFreePlay(ann, body).expect(201)).body;
      expect((await matchesOf(bea)).items[0]).toMatchObject({
        id,
        title: 'Free play: Tennis',
        matchType: 'free_play',
        duration: 150,
        proposedDate: body.proposedDate,
        message: 'Bring balls',
        direction: 'received',
      });
    });

    it('requires every field but message; duration is one of 60, 90, 120, 150, 180', async () => {
      const response = await scheduleFreePlay(ann, {}).expect(400);
      expect(response.body.fields).toEqual({
        opponentId: ['Please select an opponent'],
        sport: ['Please select a sport'],
        proposedDate: ['Please select a date'],
        proposedTime: ['Please select a time'],
        venue: ['Venue is required'],
        duration: ['Please select a duration'],
      });
      const bea = await person(t);
      for (const duration of [45, 200, 'long']) {
        const bad = await scheduleFreePlay(ann, freePlay({ opponentId: bea.id, duration })).expect(400);
        expect(bad.body.fields).toEqual({ duration: ['Please select a duration'] });
      }
      const wrongType = await scheduleFreePlay(ann, freePlay({ opponentId: bea.id, matchType: 'tournament' })).expect(400);
      expect(wrongType.body.fields).toEqual({ matchType: ['Unknown match type'] });
      for (const duration of [60, 120, 180]) await scheduleFreePlay(ann, freePlay({ opponentId: bea.id, duration })).expect(201);
    });

    it('refuses a date before today and accepts today', async () => {
      const bea = await person(t);
      const past = await scheduleFreePlay(ann, freePlay({ opponentId: bea.id, proposedDate: day(-1) })).expect(400);
      expect(past.body.fields).toEqual({ proposedDate: ['Match date cannot be in the past'] });
      await scheduleFreePlay(
        ann,
        freePlay({ opponentId: bea.id, proposedDate: day(0), proposedTime: '23:00', duration: 60 }),
      ).expect(201);
    });

    it("decides 'today' by the server's clock, at the midnight boundary", async () => {
      const bea = await person(t);
      const justBeforeMidnight = new Date(2031, 4, 10, 23, 59, 59, 999);
      let clock = standClockAt(t, justBeforeMidnight);
      try {
        await scheduleFreePlay(ann, freePlay({ opponentId: bea.id, proposedDate: '2031-05-09' })).expect(400);
        await scheduleFreePlay(ann, freePlay({ opponentId: bea.id, proposedDate: '2031-05-10', proposedTime: '08:00' })).expect(
          201,
        );
      } finally {
        clock.restore();
      }
      clock = standClockAt(t, new Date(2031, 4, 11, 0, 0, 0, 0));
      try {
        const late = await scheduleFreePlay(
          ann,
          freePlay({ opponentId: bea.id, proposedDate: '2031-05-10', proposedTime: '12:00' }),
        ).expect(400);
        expect(late.body.fields).toEqual({ proposedDate: ['Match date cannot be in the past'] });
        await scheduleFreePlay(ann, freePlay({ opponentId: bea.id, proposedDate: '2031-05-11', proposedTime: '08:00' })).expect(
          201,
        );
      } finally {
        clock.restore();
      }
    });
  });

  describe('POST /api/matches/tournament/schedule', () => {
    async function tournamentWith(...players: Person[]) {
      const { tournament } = await approvedTournament(t, { sport: 'table_tennis' });
      for (const player of players) await player.agent.post(`/api/tournaments/${tournament.id}/enroll`).expect(201);
      return tournament;
    }
    const schedule = (who: Person, body: object) => who.agent.post('/api/matches/tournament/schedule').send(body);
    const tournamentMatch = (tournamentId: number, opponentId: number, overrides: object = {}) => ({
      tournamentId,
      opponentId,
      proposedDate: freshDay(),
      proposedTime: '09:00',
      venue: 'Hall A',
      message: '',
      matchType: 'tournament',
      ...overrides,
    });

    it("schedules a match between two participants, with the tournament's name and sport", async () => {
      const cy = await person(t, { firstName: 'Cy' });
      const dot = await person(t, { firstName: 'Dot' });
      const tournament = await tournamentWith(cy, dot);
      const { id } = (await schedule(cy, tournamentMatch(tournament.id, dot.id)).expect(201)).body;
      expect((await matchesOf(dot)).items[0]).toMatchObject({
        id,
        title: `Tournament match: ${tournament.name}`,
        matchType: 'tournament',
        sport: 'table_tennis',
        tournamentId: tournament.id,
        duration: 60,
        message: null,
        response: 'pending',
      });
    });

    it('requires every field but message', async () => {
      const response = await schedule(ann, { matchType: 'tournament' }).expect(400);
      expect(response.body.fields).toEqual({
        tournamentId: ['Please select a tournament'],
        opponentId: ['Please select an opponent'],
        proposedDate: ['Please select a date'],
        proposedTime: ['Please select a time'],
        venue: ['Venue is required'],
      });
    });

    it('needs both players in the tournament: 403 for an outsider proposer, 400 for an outsider opponent', async () => {
      const cy = await person(t);
      const dot = await person(t);
      const outsider = await person(t, { firstName: 'Out' });
      const tournament = await tournamentWith(cy, dot);
      expect((await schedule(outsider, tournamentMatch(tournament.id, dot.id)).expect(403)).body.message).toBe(
        'You are not a participant of this tournament',
      );
      expect((await schedule(cy, tournamentMatch(tournament.id, outsider.id)).expect(400)).body.message).toBe(
        'Your opponent is not a participant of this tournament',
      );
    });

    it('counts a player registered through the public form with their account e-mail, in any letter case, on either side', async () => {
      const rita = await person(t, { firstName: 'Rita', lastName: 'Registered' });
      const enrolled = await person(t, { firstName: 'Eno' });
      const outsider = await person(t, { firstName: 'Out' });
      const tournament = await tournamentWith(enrolled);
      const register = (email: string) =>
        request(t.http)
          .post(`/api/tournaments/${tournament.id}/register`)
          .send(registrationRequest(tournament, { email }))
          .expect(201);
      await register(rita.email.toUpperCase());
      // A form entry under another address makes nobody a participant.
      await register(`not.${outsider.email}`);

      const { id } = (await schedule(rita, tournamentMatch(tournament.id, enrolled.id)).expect(201)).body;
      expect((await matchesOf(enrolled)).items[0]).toMatchObject({ id, tournamentId: tournament.id, matchType: 'tournament' });
      await schedule(enrolled, tournamentMatch(tournament.id, rita.id)).expect(201);

      expect((await schedule(outsider, tournamentMatch(tournament.id, rita.id)).expect(403)).body.message).toBe(
        'You are not a participant of this tournament',
      );
      expect((await schedule(rita, tournamentMatch(tournament.id, outsider.id)).expect(400)).body.message).toBe(
        'Your opponent is not a participant of this tournament',
      );
    });

    it('answers 404 for a missing or unapproved tournament', async () => {
      const dot = await person(t);
      expect((await schedule(ann, tournamentMatch(999999, dot.id)).expect(404)).body.message).toBe('Tournament not found');
      const organizer = await signedInAs(t, 'organizer');
      const pending = (
        await organizer.agent
          .post('/api/tournaments')
          .send({
            sport: 'tennis',
            name: 'Pending Cup',
            venue: 'Somewhere Park',
            divisions: 1,
            startDate: day(30),
            endDate: day(31),
            rules: 'Standard club rules apply.',
            poc1Name: 'Olive',
            poc1Contact: '5551234567',
            poc1Email: 'olive@example.com',
          })
          .expect(201)
      ).body;
      await schedule(ann, tournamentMatch(pending.id, dot.id)).expect(404);
    });
  });

  describe('overlapping matches', () => {
    it('refuses a second match overlapping either player, naming the clash; back-to-back is fine', async () => {
      const bea = await person(t, { firstName: 'Bea', lastName: 'Busy' });
      const cy = await person(t);
      const date = freshDay();
      await scheduleFreePlay(
        ann,
        freePlay({ opponentId: bea.id, proposedDate: date, proposedTime: '10:00', duration: 90 }),
      ).expect(201);

      const mine = await scheduleFreePlay(
        ann,
        freePlay({ opponentId: cy.id, proposedDate: date, proposedTime: '11:00', duration: 60 }),
      ).expect(409);
      expect(mine.body.message).toBe(`You already have a match on ${date} at 10:00 (90 minutes) that overlaps this time`);
      const theirs = await scheduleFreePlay(
        cy,
        freePlay({ opponentId: bea.id, proposedDate: date, proposedTime: '09:30', duration: 60 }),
      ).expect(409);
      expect(theirs.body.message).toBe(`Bea Busy already has a match on ${date} at 10:00 (90 minutes) that overlaps this time`);

      await scheduleFreePlay(
        cy,
        freePlay({ opponentId: bea.id, proposedDate: date, proposedTime: '11:30', duration: 60 }),
      ).expect(201);
      await scheduleFreePlay(
        cy,
        freePlay({ opponentId: ann.id, proposedDate: date, proposedTime: '09:00', duration: 60 }),
      ).expect(201);
    });

    it('sees a match crossing midnight from the day before', async () => {
      const bea = await person(t);
      const cy = await person(t);
      const date = freshDay();
      const next = freshDay();
      await scheduleFreePlay(
        bea,
        freePlay({ opponentId: cy.id, proposedDate: date, proposedTime: '23:30', duration: 90 }),
      ).expect(201);
      await scheduleFreePlay(
        ann,
        freePlay({ opponentId: bea.id, proposedDate: next, proposedTime: '00:30', duration: 60 }),
      ).expect(409);
      await scheduleFreePlay(
        ann,
        freePlay({ opponentId: bea.id, proposedDate: next, proposedTime: '01:00', duration: 60 }),
      ).expect(201);
    });

    it('frees the time when the invitation is declined', async () => {
      const bea = await person(t);
      const cy = await person(t);
      const date = freshDay();
      const { id } = (
        await scheduleFreePlay(ann, freePlay({ opponentId: bea.id, proposedDate: date, proposedTime: '15:00' })).expect(201)
      ).body;
      await scheduleFreePlay(cy, freePlay({ opponentId: bea.id, proposedDate: date, proposedTime: '15:00' })).expect(409);
      await bea.agent.patch(`/api/matches/${id}/response`).send({ response: 'declined' }).expect(200);
      await scheduleFreePlay(cy, freePlay({ opponentId: bea.id, proposedDate: date, proposedTime: '15:00' })).expect(201);
    });

    it('never double-books a player under parallel proposals: 6 players, one slot with the same opponent', async () => {
      const target = await person(t);
      const proposers = await Promise.all(Array.from({ length: 6 }, () => person(t)));
      const date = freshDay();
      const responses = await Promise.all(
        proposers.map((p) =>
          scheduleFreePlay(p, freePlay({ opponentId: target.id, proposedDate: date, proposedTime: '07:00', duration: 120 })),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM events WHERE opponent_id = $1`, [
        target.id,
      ]);
      expect(count).toBe(1);
    });

    it('never double-books under parallel proposals sharing only the proposer', async () => {
      const proposer = await person(t);
      const opponents = await Promise.all(Array.from({ length: 5 }, () => person(t)));
      const date = freshDay();
      const responses = await Promise.all(
        opponents.map((o) =>
          scheduleFreePlay(proposer, freePlay({ opponentId: o.id, proposedDate: date, proposedTime: '12:00', duration: 60 })),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    });
  });

  describe('PATCH /api/matches/:id/response', () => {
    it('lets the invitee accept once; the proposer sees it and is told by e-mail', async () => {
      const bea = await person(t, { firstName: 'Bea', lastName: 'Baseline' });
      const { id } = (await ann.agent.post('/api/matches/invite').send(invite(bea.id)).expect(201)).body;
      const response = await bea.agent.patch(`/api/matches/${id}/response`).send({ response: 'accepted' }).expect(200);
      expect(response.body).toEqual({ message: 'Match invitation accepted' });
      const seen = (await matchesOf(ann, { side: 'sent' })).items.find((m: { id: number }) => m.id === id);
      expect(seen).toMatchObject({ response: 'accepted', respondedAt: expect.any(String) });

      const mail = await t.smtp.waitFor(
        (m) => m.to.includes(ann.email) && m.subject === 'Bea Baseline accepted your match invitation',
      );
      expect(mail.text).toContain('Venue: Club Court 2');
      expect(await eventTypes(t, 'match', id)).toEqual(['MatchProposed', 'MatchAnswered']);

      const again = await bea.agent.patch(`/api/matches/${id}/response`).send({ response: 'declined' }).expect(409);
      expect(again.body.message).toBe('This invitation has already been accepted');
    });

    it('refuses the proposer and strangers with 403, missing matches with 404, bad answers with 400', async () => {
      const bea = await person(t);
      const stranger = await person(t);
      const { id } = (await ann.agent.post('/api/matches/invite').send(invite(bea.id)).expect(201)).body;
      const answer = { response: 'accepted' };
      expect((await ann.agent.patch(`/api/matches/${id}/response`).send(answer).expect(403)).body.message).toBe(
        'Only the invited player can answer this invitation',
      );
      await stranger.agent.patch(`/api/matches/${id}/response`).send(answer).expect(403);
      expect((await bea.agent.patch('/api/matches/999999/response').send(answer).expect(404)).body.message).toBe(
        'Match not found',
      );
      expect((await bea.agent.patch(`/api/matches/${id}/response`).send({ response: 'maybe' }).expect(400)).body.fields).toEqual({
        response: ["Response must be 'accepted' or 'declined'"],
      });
    });

    it('answers only one of two parallel answers', async () => {
      const bea = await person(t);
      const { id } = (await ann.agent.post('/api/matches/invite').send(invite(bea.id)).expect(201)).body;
      const responses = await Promise.all([
        bea.agent.patch(`/api/matches/${id}/response`).send({ response: 'accepted' }),
        bea.agent.patch(`/api/matches/${id}/response`).send({ response: 'declined' }),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it('refuses to answer once the match day has passed', async () => {
      const bea = await person(t);
      const date = freshDay();
      const { id } = (
        await ann.agent
          .post('/api/matches/invite')
          .send(invite(bea.id, { proposedDate: date }))
          .expect(201)
      ).body;
      const [y, m, d] = date.split('-').map(Number);
      const clock = standClockAt(t, new Date(y, m - 1, d + 1, 0, 0, 1));
      try {
        expect(
          (await bea.agent.patch(`/api/matches/${id}/response`).send({ response: 'accepted' }).expect(409)).body.message,
        ).toBe('This invitation has expired: its date has passed');
      } finally {
        clock.restore();
      }
    });
  });

  describe('GET /api/matches', () => {
    it('lists upcoming matches first in start order, then past ones, paged', async () => {
      const eli = await person(t);
      const fox = await person(t);
      const later = (
        await scheduleFreePlay(eli, freePlay({ opponentId: fox.id, proposedDate: day(20), proposedTime: '10:00' })).expect(201)
      ).body.id;
      const sooner = (
        await fox.agent
          .post('/api/matches/invite')
          .send(invite(eli.id, { proposedDate: day(10) }))
          .expect(201)
      ).body.id;
      const latest = (
        await scheduleFreePlay(eli, freePlay({ opponentId: fox.id, proposedDate: day(30), proposedTime: '10:00' })).expect(201)
      ).body.id;
      // Seen 25 days on, the first two are over and the latest is still ahead.
      const clock = standClockAt(t, new Date(Date.now() + 25 * 24 * 3600 * 1000));
      try {
        expect((await matchesOf(eli)).items.map((m: { id: number }) => m.id)).toEqual([latest, later, sooner]);
      } finally {
        clock.restore();
      }
      expect((await matchesOf(eli)).items.map((m: { id: number }) => m.id)).toEqual([sooner, later, latest]);
      const page2 = await matchesOf(eli, { pageSize: 2, page: 2 });
      expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page2.items.map((m: { id: number }) => m.id)).toEqual([latest]);
    });

    it('is for signed-in users; an organizer simply has none', async () => {
      await request(t.http).get('/api/matches').expect(401);
      expect(await matchesOf(await person(t, { role: 'organizer' }))).toEqual({
        items: [],
        total: 0,
        page: 1,
        pageSize: 50,
        awaitingAnswerCount: 0,
      });
      expect((await ann.agent.get('/api/matches').query({ side: 'both', order: 'newest' }).expect(400)).body.fields).toEqual({
        side: ["Side must be 'all', 'received' or 'sent'"],
        order: ["Order must be 'upcoming' or 'unanswered_first'"],
      });
    });

    it("with order=unanswered_first (the inbox) lists invitations awaiting the caller's answer first, and counts them", async () => {
      const ida = await person(t);
      const jo = await person(t);
      const kit = await person(t);
      const inviteIda = async (from: Person, proposedDate: string) =>
        (await from.agent.post('/api/matches/invite').send(invite(ida.id, { proposedDate })).expect(201)).body.id as number;
      const soon = await inviteIda(jo, day(5));
      const accepted = await inviteIda(jo, day(10));
      const declined = await inviteIda(kit, day(15));
      const waiting = await inviteIda(kit, day(20));
      const sent = (
        await ida.agent
          .post('/api/matches/invite')
          .send(invite(jo.id, { proposedDate: day(12) }))
          .expect(201)
      ).body.id;
      await ida.agent.patch(`/api/matches/${accepted}/response`).send({ response: 'accepted' }).expect(200);
      await ida.agent.patch(`/api/matches/${declined}/response`).send({ response: 'declined' }).expect(200);
      const ids = (page: { items: Array<{ id: number }> }) => page.items.map((m) => m.id);
      const inbox = { side: 'received', order: 'unanswered_first' };

      // The documented order stays the default: upcoming first in start order.
      const upcoming = await matchesOf(ida, { side: 'received' });
      expect(ids(upcoming)).toEqual([soon, accepted, declined, waiting]);
      expect(upcoming.awaitingAnswerCount).toBe(2);
      expect(ids(await matchesOf(ida, inbox))).toEqual([soon, waiting, accepted, declined]);
      expect(ids(await matchesOf(ida, { order: 'unanswered_first' }))).toEqual([soon, waiting, accepted, sent, declined]);
      const page2 = await matchesOf(ida, { ...inbox, pageSize: 2, page: 2 });
      expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 2, awaitingAnswerCount: 2 });
      expect(ids(page2)).toEqual([accepted, declined]);
      // Only the invitee is awaited: what Ida proposed counts for Jo, not for her.
      expect((await matchesOf(jo, { side: 'sent' })).awaitingAnswerCount).toBe(1);

      // Six days on, the first invitation can no longer be answered: it is past, not awaiting.
      const clock = standClockAt(t, new Date(Date.now() + 6 * 24 * 3600 * 1000));
      try {
        const later = await matchesOf(ida, inbox);
        expect(ids(later)).toEqual([waiting, accepted, declined, soon]);
        expect(later.awaitingAnswerCount).toBe(1);
      } finally {
        clock.restore();
      }

      await ida.agent.patch(`/api/matches/${waiting}/response`).send({ response: 'declined' }).expect(200);
      const answered = await matchesOf(ida, inbox);
      expect(ids(answered)).toEqual([soon, accepted, declined, waiting]);
      expect(answered.awaitingAnswerCount).toBe(1);
    });
  });

  describe('roles', () => {
    it('lets only players schedule, invite and answer (403 organizer and admin, 401 signed out)', async () => {
      const bea = await person(t);
      const calls = [
        (agent: ReturnType<typeof request.agent>) => agent.post('/api/matches/invite').send(invite(bea.id)),
        (agent: ReturnType<typeof request.agent>) =>
          agent.post('/api/matches/freeplay/schedule').send(freePlay({ opponentId: bea.id })),
        (agent: ReturnType<typeof request.agent>) => agent.post('/api/matches/tournament/schedule').send({}),
        (agent: ReturnType<typeof request.agent>) => agent.patch('/api/matches/1/response').send({ response: 'accepted' }),
      ];
      for (const role of ['organizer', 'admin'] as const) {
        const { agent } = await person(t, { role });
        for (const call of calls) expect((await call(agent)).status).toBe(403);
      }
      for (const call of calls) expect((await call(request.agent(t.http))).status).toBe(401);
    });
  });
});
