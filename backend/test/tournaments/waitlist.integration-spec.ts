import request from 'supertest';
import { expectAccess } from '../support/authorization';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import {
  approvedTournament,
  createTournament,
  day,
  eventTypes,
  outboxMailsTo,
  signedInPlayers,
  type SignedIn,
} from './tournament-factories';

describe('tournament waitlists', () => {
  let t: TestApp;
  let organizer: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = await signedInAs(t, 'organizer');
  });
  afterAll(() => t.close());

  const enroll = (who: SignedIn, id: number) => who.agent.post(`/api/tournaments/${id}/enroll`);
  const withdraw = (who: SignedIn, id: number) => who.agent.delete(`/api/tournaments/${id}/withdraw`);
  const join = (who: SignedIn, id: number) => who.agent.post(`/api/tournaments/${id}/waitlist`);
  const leave = (who: SignedIn, id: number) => who.agent.delete(`/api/tournaments/${id}/waitlist`);
  const positionOf = async (who: SignedIn, id: number): Promise<number | null> =>
    (await who.agent.get(`/api/tournaments/${id}`).expect(200)).body.waitlistPosition;
  /** Entries holding a place (withdrawn ones keep their row, not their place), or the line's rows. */
  const count = async (table: 'tournament_entries' | 'tournament_waitlist', id: number): Promise<number> =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM ${table} WHERE tournament_id = $1${table === 'tournament_entries' ? ` AND status <> 'withdrawn'` : ''}`,
        [id],
      )
    )[0].n;
  const isEnrolled = async (who: SignedIn, id: number): Promise<boolean> =>
    (
      await t.dataSource.query(
        `SELECT 1 FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2 AND status <> 'withdrawn'`,
        [id, who.user.id],
      )
    ).length === 1;

  /** An approved upcoming tournament with every place taken by fresh players. */
  async function fullTournament(capacity: number, overrides: Parameters<typeof approvedTournament>[1] = {}) {
    const { tournament } = await approvedTournament(t, { maxParticipants: capacity, ...overrides }, organizer);
    const participants = await signedInPlayers(t, capacity);
    for (const participant of participants) await enroll(participant, tournament.id).expect(201);
    return { tournament, participants };
  }

  it('queues 30 players joining at once at positions 1..30, and 3 withdrawing at once promote exactly the first three', async () => {
    const { tournament, participants } = await fullTournament(5, { name: 'Crowded Cup' });
    const waiting = await signedInPlayers(t, 30);

    const joins = await Promise.all(waiting.map((player) => join(player, tournament.id)));

    expect(joins.map((response) => response.status)).toEqual(Array(30).fill(201));
    const positions = joins.map((response) => response.body.position as number);
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // Each answer is where the line really has them.
    const line: Array<{ user_id: number }> = await t.dataSource.query(
      `SELECT user_id FROM tournament_waitlist WHERE tournament_id = $1 ORDER BY joined_at, id`,
      [tournament.id],
    );
    const inOrder = waiting.map((player, i) => ({ player, position: positions[i] })).sort((a, b) => a.position - b.position);
    expect(line.map((row) => row.user_id)).toEqual(inOrder.map(({ player }) => player.user.id));

    const withdrawals = await Promise.all(participants.slice(0, 3).map((participant) => withdraw(participant, tournament.id)));

    expect(withdrawals.map((response) => response.status)).toEqual([200, 200, 200]);
    const promoted = inOrder.slice(0, 3).map(({ player }) => player);
    for (const player of promoted) {
      expect(await isEnrolled(player, tournament.id)).toBe(true);
      expect(await positionOf(player, tournament.id)).toBeNull();
    }
    expect(await count('tournament_entries', tournament.id)).toBe(5);
    expect(await count('tournament_waitlist', tournament.id)).toBe(27);
    const remaining = await Promise.all(inOrder.slice(3).map(async ({ player }) => positionOf(player, tournament.id)));
    expect(remaining).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));

    const promotions: Array<{ payload: { tournamentId: number; userId: number; entryId: number } }> = await t.dataSource.query(
      `SELECT payload FROM event_log WHERE aggregate_type = 'tournament' AND aggregate_id = $1 AND type = 'TournamentWaitlistPromoted'`,
      [String(tournament.id)],
    );
    expect(promotions.map((row) => row.payload.userId).sort()).toEqual(promoted.map((player) => player.user.id).sort());
    expect(promotions[0].payload.tournamentId).toBe(tournament.id);
    for (const player of promoted) {
      expect(await outboxMailsTo(t, player.user.email)).toEqual([expect.objectContaining({ subject: "You're in: Crowded Cup" })]);
      const updates = (await player.agent.get('/api/me/updates').expect(200)).body;
      expect(updates).toMatchObject({ unreadCount: 1, items: [{ kind: 'waitlist-promoted', title: "You're in: Crowded Cup" }] });
    }
    expect((await inOrder[3].player.agent.get('/api/me/updates').expect(200)).body.total).toBe(0);
  });

  it('answers the place in line, and shows it with isFull on the list and the detail', async () => {
    const { tournament } = await fullTournament(2);
    const first = await signedInAs(t, 'player');
    const second = await signedInAs(t, 'player');

    expect((await join(first, tournament.id).expect(201)).body).toEqual({ position: 1 });
    expect((await join(second, tournament.id).expect(201)).body).toEqual({ position: 2 });

    const detail = (await second.agent.get(`/api/tournaments/${tournament.id}`).expect(200)).body;
    expect(detail).toMatchObject({ isFull: true, waitlistPosition: 2, participantCount: 2 });
    const listed = (await second.agent.get('/api/tournaments').query({ search: tournament.tournamentCode }).expect(200)).body
      .items;
    expect(listed).toEqual([
      expect.objectContaining({ id: tournament.id, isFull: true, waitlistPosition: 2, isEnrolled: false }),
    ]);
    const forSomeoneElse = (await request(t.http).get(`/api/tournaments/${tournament.id}`).expect(200)).body;
    expect(forSomeoneElse).toMatchObject({ isFull: true, waitlistPosition: null });
    expect((await eventTypes(t, tournament.id)).slice(-2)).toEqual(['PlayerJoinedWaitlist', 'PlayerJoinedWaitlist']);
  });

  it('shows a tournament with free places as not full, with no position', async () => {
    const { tournament } = await approvedTournament(t, { maxParticipants: 4 }, organizer);
    const someone = await signedInAs(t, 'player');
    expect((await someone.agent.get(`/api/tournaments/${tournament.id}`).expect(200)).body).toMatchObject({
      isFull: false,
      waitlistPosition: null,
    });
  });

  describe('leaving the line', () => {
    it('answers 204 and moves everyone behind up one', async () => {
      const { tournament } = await fullTournament(2);
      const [first, second, third] = await signedInPlayers(t, 3);
      for (const player of [first, second, third]) await join(player, tournament.id).expect(201);

      const response = await leave(second, tournament.id).expect(204);

      expect(response.text).toBe('');
      expect(await positionOf(first, tournament.id)).toBe(1);
      expect(await positionOf(second, tournament.id)).toBeNull();
      expect(await positionOf(third, tournament.id)).toBe(2);
      expect((await eventTypes(t, tournament.id)).at(-1)).toBe('PlayerLeftWaitlist');
    });

    it('answers 404 to a player who is not waiting, and for a missing or unapproved tournament', async () => {
      const { tournament } = await fullTournament(2);
      const player = await signedInAs(t, 'player');
      expect((await leave(player, tournament.id).expect(404)).body.message).toBe(
        'You are not on the waitlist for this tournament',
      );
      await leave(player, 999999).expect(404);
      const pending = await createTournament(organizer.agent);
      expect((await leave(player, pending.id).expect(404)).body.message).toBe('Tournament not found');
    });
  });

  describe('a withdrawal', () => {
    it('enrols the first in line in its own transaction, records the promotion and e-mails them a link to the dashboard', async () => {
      const { tournament, participants } = await fullTournament(2, { name: 'Promotion Open' });
      const [first, second] = await signedInPlayers(t, 2);
      await join(first, tournament.id).expect(201);
      await join(second, tournament.id).expect(201);

      await withdraw(participants[0], tournament.id).expect(200);

      expect(await isEnrolled(first, tournament.id)).toBe(true);
      expect(await positionOf(second, tournament.id)).toBe(1);
      expect((await eventTypes(t, tournament.id)).slice(-2)).toEqual(['EntryWithdrawn', 'TournamentWaitlistPromoted']);
      const [logged] = await t.dataSource.query(
        `SELECT actor_id, payload FROM event_log WHERE aggregate_id = $1 AND type = 'TournamentWaitlistPromoted'`,
        [String(tournament.id)],
      );
      const [entry] = await t.dataSource.query(
        `SELECT id, form_filled, status FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2`,
        [tournament.id, first.user.id],
      );
      expect(entry).toEqual({ id: expect.any(Number), form_filled: false, status: 'registered' });
      expect(logged).toEqual({
        actor_id: participants[0].user.id,
        payload: { tournamentId: tournament.id, entryId: entry.id, userId: first.user.id, email: first.user.email },
      });
      const [queued] = await outboxMailsTo(t, first.user.email);
      expect(queued).toMatchObject({ subject: "You're in: Promotion Open", kind: 'tournament-waitlist-promotion' });
      const mail = await t.smtp.waitFor((m) => m.to.includes(first.user.email) && m.subject === "You're in: Promotion Open");
      expect(mail.text).toContain(`${t.config.appUrl}/register-tournament?tournamentId=${tournament.id}`);
      const enrolments = (await first.agent.get('/api/my-tournament-enrollments').expect(200)).body;
      expect(enrolments).toEqual([expect.objectContaining({ tournamentId: tournament.id })]);
    });

    it('with nobody waiting just frees the place', async () => {
      const { tournament, participants } = await fullTournament(2);
      await withdraw(participants[0], tournament.id).expect(200);
      expect((await eventTypes(t, tournament.id)).at(-1)).toBe('EntryWithdrawn');
      expect((await request(t.http).get(`/api/tournaments/${tournament.id}`).expect(200)).body).toMatchObject({ isFull: false });
    });
  });

  it('fills new places from the line when the organizer raises the capacity', async () => {
    const { tournament } = await fullTournament(2);
    const [first, second, third] = await signedInPlayers(t, 3);
    for (const player of [first, second, third]) await join(player, tournament.id).expect(201);

    await organizer.agent.patch(`/api/tournaments/${tournament.id}`).send({ maxParticipants: 4 }).expect(200);

    expect(await isEnrolled(first, tournament.id)).toBe(true);
    expect(await isEnrolled(second, tournament.id)).toBe(true);
    expect(await positionOf(third, tournament.id)).toBe(1);
    expect((await eventTypes(t, tournament.id)).slice(-3)).toEqual([
      'TournamentUpdated',
      'TournamentWaitlistPromoted',
      'TournamentWaitlistPromoted',
    ]);
  });

  it("gives a deleted participant's place to the first in line, and drops a deleted player from the line", async () => {
    const { tournament, participants } = await fullTournament(2);
    const [first, second, third] = await signedInPlayers(t, 3);
    for (const player of [first, second, third]) await join(player, tournament.id).expect(201);
    const admin = await signedInAs(t, 'admin');

    await admin.agent.delete(`/api/admin/users/${participants[0].user.id}`).expect(200);
    await admin.agent.delete(`/api/admin/users/${second.user.id}`).expect(200);

    expect(await isEnrolled(first, tournament.id)).toBe(true);
    expect(await positionOf(third, tournament.id)).toBe(1);
    expect(await count('tournament_waitlist', tournament.id)).toBe(1);
  });

  describe('refusals', () => {
    it('POST and DELETE …/waitlist: signed-in players only (401 signed out, 403 organizers and admins)', async () => {
      const { tournament } = await fullTournament(2);
      for (const method of ['post', 'delete'] as const) {
        await expectAccess(
          t,
          { method, path: `/api/tournaments/${tournament.id}/waitlist` },
          { anonymous: 401, organizer: 403, admin: 403 },
        );
      }
    });

    it('answers 404 for a tournament that is missing, pending or rejected', async () => {
      const player = await signedInAs(t, 'player');
      expect((await join(player, 999999).expect(404)).body.message).toBe('Tournament not found');
      const pending = await createTournament(organizer.agent);
      await join(player, pending.id).expect(404);
      await player.agent.post('/api/tournaments/0/waitlist').expect(400);
    });

    it('refuses an enrolled player, a second join and a tournament with places, each saying why (409)', async () => {
      const { tournament, participants } = await fullTournament(2);
      expect((await join(participants[0], tournament.id).expect(409)).body.message).toBe(
        'You are already enrolled in this tournament',
      );
      const player = await signedInAs(t, 'player');
      await join(player, tournament.id).expect(201);
      expect((await join(player, tournament.id).expect(409)).body.message).toBe(
        'You are already on the waitlist for this tournament',
      );

      const { tournament: roomy } = await approvedTournament(t, { maxParticipants: 3 }, organizer);
      expect((await join(player, roomy.id).expect(409)).body.message).toBe('This tournament still has places: enroll instead');
      expect(await eventTypes(t, roomy.id)).toEqual(['TournamentCreated', 'TournamentApproved']);
    });

    it('lets the same player racing themselves join once', async () => {
      const { tournament } = await fullTournament(2);
      const racer = await signedInAs(t, 'player');
      const statuses = (await Promise.all([1, 2, 3].map(() => join(racer, tournament.id)))).map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
    });

    it('closes the line with enrolment: once started, and after the deadline', async () => {
      const { tournament: started } = await fullTournament(2);
      await t.dataSource.query(
        `UPDATE tournaments SET start_date = $2, end_date = $3, registration_deadline = NULL WHERE id = $1`,
        [started.id, day(0), day(2)],
      );
      const player = await signedInAs(t, 'player');
      expect((await join(player, started.id).expect(409)).body.message).toBe(
        'Enrollment is closed: this tournament has already started',
      );
      const { tournament: late } = await fullTournament(2, {
        startDate: day(10),
        endDate: day(11),
        registrationDeadline: day(0),
      });
      await t.dataSource.query(`UPDATE tournaments SET registration_deadline = $2 WHERE id = $1`, [late.id, day(-1)]);
      expect((await join(player, late.id).expect(409)).body.message).toBe(
        `Enrollment is closed: the registration deadline (${day(-1)}) has passed`,
      );
    });

    it('refuses to enrol into a full tournament, and never past players waiting (409)', async () => {
      const { tournament } = await fullTournament(2);
      const newcomer = await signedInAs(t, 'player');
      expect((await enroll(newcomer, tournament.id).expect(409)).body.message).toBe('Tournament is full: all 2 places are taken');

      // A place free with someone waiting (written behind the app's back): the newcomer still queues.
      const waiting = await signedInAs(t, 'player');
      await t.dataSource.query(`INSERT INTO tournament_waitlist (tournament_id, user_id, email) VALUES ($1, $2, $3)`, [
        tournament.id,
        waiting.user.id,
        waiting.user.email,
      ]);
      await t.dataSource.query(
        `DELETE FROM tournament_entries WHERE id = (SELECT min(id) FROM tournament_entries WHERE tournament_id = $1)`,
        [tournament.id],
      );
      expect((await enroll(newcomer, tournament.id).expect(409)).body.message).toBe(
        'Players are waiting for a place in this tournament: join the waitlist instead',
      );
      expect((await join(newcomer, tournament.id).expect(201)).body).toEqual({ position: 2 });
    });
  });
});
