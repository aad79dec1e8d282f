import request from 'supertest';
import { expectAccess } from '../support/authorization';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { outboxMailsTo, signedInPlayers } from '../tournaments/tournament-factories';
import {
  approvedBootcamp,
  createBootcamp,
  day,
  decideBootcamp,
  eventTypes,
  moveDates,
  registrationCount,
  type SignedIn,
} from './bootcamp-factories';
import type { AvailableBootcamp, CreateBootcampRequest } from '@rallypoint/shared';

describe('bootcamp waitlists and cancelling a registration', () => {
  let t: TestApp;
  let organizer: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = await signedInAs(t, 'organizer');
  });
  afterAll(() => t.close());

  const register = (who: SignedIn, id: number) => who.agent.post(`/api/bootcamps/${id}/register`);
  const cancel = (who: SignedIn, id: number) => who.agent.delete(`/api/bootcamps/${id}/register`);
  const join = (who: SignedIn, id: number) => who.agent.post(`/api/bootcamps/${id}/waitlist`);
  const leave = (who: SignedIn, id: number) => who.agent.delete(`/api/bootcamps/${id}/waitlist`);
  const waitingCount = async (id: number): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM bootcamp_waitlist WHERE bootcamp_id = $1`, [id]))[0].n;
  const isRegistered = async (who: SignedIn, id: number): Promise<boolean> =>
    (await t.dataSource.query(`SELECT 1 FROM bootcamp_registrations WHERE bootcamp_id = $1 AND user_id = $2`, [id, who.user.id]))
      .length === 1;
  /** The bootcamp as this user's available list shows it (the list is paged: the whole of it, 200 at a time). */
  const listed = async (who: SignedIn, id: number): Promise<AvailableBootcamp | undefined> => {
    for (let page = 1; ; page++) {
      const body = (await who.agent.get('/api/bootcamps').query({ page, pageSize: 200 }).expect(200)).body;
      const found = body.items.find((b: AvailableBootcamp) => b.id === id);
      if (found || page * 200 >= body.total) return found;
    }
  };
  const positionOf = async (who: SignedIn, id: number) => (await listed(who, id))?.waitlistPosition;

  /** An approved bootcamp with every place taken by fresh players. */
  async function fullBootcamp(capacity: number, overrides: Partial<CreateBootcampRequest> = {}) {
    const bootcamp = await approvedBootcamp(t, organizer, { maxParticipants: capacity, ...overrides });
    const registrants = await signedInPlayers(t, capacity);
    for (const registrant of registrants) await register(registrant, bootcamp.id).expect(201);
    return { bootcamp, registrants };
  }

  it('queues 30 users joining at once at positions 1..30, and 3 cancelling at once promote exactly the first three', async () => {
    const { bootcamp, registrants } = await fullBootcamp(5, { title: 'Crowded Camp' });
    const waiting = await signedInPlayers(t, 30);

    const joins = await Promise.all(waiting.map((player) => join(player, bootcamp.id)));

    expect(joins.map((response) => response.status)).toEqual(Array(30).fill(201));
    const positions = joins.map((response) => response.body.position as number);
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const line: Array<{ user_id: number }> = await t.dataSource.query(
      `SELECT user_id FROM bootcamp_waitlist WHERE bootcamp_id = $1 ORDER BY joined_at, id`,
      [bootcamp.id],
    );
    const inOrder = waiting.map((player, i) => ({ player, position: positions[i] })).sort((a, b) => a.position - b.position);
    expect(line.map((row) => row.user_id)).toEqual(inOrder.map(({ player }) => player.user.id));

    const cancellations = await Promise.all(registrants.slice(0, 3).map((registrant) => cancel(registrant, bootcamp.id)));

    expect(cancellations.map((response) => response.status)).toEqual([204, 204, 204]);
    const promoted = inOrder.slice(0, 3).map(({ player }) => player);
    for (const player of promoted) expect(await isRegistered(player, bootcamp.id)).toBe(true);
    expect(await registrationCount(t, bootcamp.id)).toBe(5);
    expect(await waitingCount(bootcamp.id)).toBe(27);
    const remaining = await Promise.all(inOrder.slice(3).map(({ player }) => positionOf(player, bootcamp.id)));
    expect(remaining).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));

    const promotions: Array<{ payload: { bootcampId: number; userId: number } }> = await t.dataSource.query(
      `SELECT payload FROM event_log WHERE aggregate_type = 'bootcamp' AND aggregate_id = $1 AND type = 'BootcampWaitlistPromoted'`,
      [String(bootcamp.id)],
    );
    expect(promotions.map((row) => row.payload.userId).sort()).toEqual(promoted.map((player) => player.user.id).sort());
    for (const player of promoted) {
      expect(await outboxMailsTo(t, player.user.email)).toEqual([
        expect.objectContaining({ subject: "You're in: Crowded Camp" }),
      ]);
      expect((await player.agent.get('/api/me/updates').expect(200)).body.items).toEqual([
        expect.objectContaining({ kind: 'waitlist-promoted', title: "You're in: Crowded Camp" }),
      ]);
    }
  });

  it('answers the place in line and lists the bootcamp as full with it', async () => {
    const { bootcamp, registrants } = await fullBootcamp(2);
    const [first, second] = await signedInPlayers(t, 2);

    expect((await join(first, bootcamp.id).expect(201)).body).toEqual({ position: 1 });
    expect((await join(second, bootcamp.id).expect(201)).body).toEqual({ position: 2 });

    expect(await listed(second, bootcamp.id)).toMatchObject({
      isFull: true,
      waitlistPosition: 2,
      isRegistered: false,
      seatsLeft: 0,
    });
    expect(await listed(registrants[0], bootcamp.id)).toMatchObject({ isFull: true, waitlistPosition: null, isRegistered: true });
    expect((await eventTypes(t, bootcamp.id, 'bootcamp')).slice(-2)).toEqual([
      'JoinedBootcampWaitlist',
      'JoinedBootcampWaitlist',
    ]);
  });

  it('lists a bootcamp with free places as not full', async () => {
    const bootcamp = await approvedBootcamp(t, organizer, { maxParticipants: 4 });
    const someone = await signedInAs(t, 'player');
    expect(await listed(someone, bootcamp.id)).toMatchObject({ isFull: false, waitlistPosition: null, seatsLeft: 4 });
  });

  it('lets organizers and admins queue too, as they may register', async () => {
    const { bootcamp } = await fullBootcamp(2);
    await join(await signedInAs(t, 'organizer'), bootcamp.id).expect(201);
    await join(await signedInAs(t, 'admin'), bootcamp.id).expect(201);
  });

  describe('cancelling a registration (DELETE …/register)', () => {
    it('answers 204, gives the place to the first in line in the same transaction and e-mails them a link to the dashboard', async () => {
      const { bootcamp, registrants } = await fullBootcamp(2, { title: 'Footwork Promotion' });
      const [first, second] = await signedInPlayers(t, 2);
      await join(first, bootcamp.id).expect(201);
      await join(second, bootcamp.id).expect(201);

      const response = await cancel(registrants[0], bootcamp.id).expect(204);

      expect(response.text).toBe('');
      expect(await isRegistered(registrants[0], bootcamp.id)).toBe(false);
      expect(await isRegistered(first, bootcamp.id)).toBe(true);
      expect(await positionOf(second, bootcamp.id)).toBe(1);
      expect((await eventTypes(t, bootcamp.id, 'bootcamp')).slice(-2)).toEqual([
        'BootcampRegistrationCancelled',
        'BootcampWaitlistPromoted',
      ]);
      const [logged] = await t.dataSource.query(
        `SELECT actor_id, payload FROM event_log WHERE aggregate_type = 'bootcamp' AND aggregate_id = $1 AND type = 'BootcampWaitlistPromoted'`,
        [String(bootcamp.id)],
      );
      expect(logged).toEqual({
        actor_id: registrants[0].user.id,
        payload: {
          bootcampId: bootcamp.id,
          userId: first.user.id,
          registrationId: expect.any(Number),
          title: 'Footwork Promotion',
        },
      });
      expect(await outboxMailsTo(t, first.user.email)).toEqual([
        expect.objectContaining({ subject: "You're in: Footwork Promotion", kind: 'bootcamp-waitlist-promotion' }),
      ]);
      const mail = await t.smtp.waitFor((m) => m.to.includes(first.user.email) && m.subject === "You're in: Footwork Promotion");
      expect(mail.text).toContain(`${t.config.appUrl}/dashboard?bootcamp=${bootcamp.id}`);
      const mine = (await first.agent.get('/api/my-bootcamp-registrations').expect(200)).body;
      expect(mine).toEqual([expect.objectContaining({ bootcampId: bootcamp.id, status: 'registered' })]);
    });

    it('with nobody waiting just frees the place, which the user can take again', async () => {
      const bootcamp = await approvedBootcamp(t, organizer, { maxParticipants: 3 });
      const player = await signedInAs(t, 'player');
      await register(player, bootcamp.id).expect(201);
      await cancel(player, bootcamp.id).expect(204);
      expect(await registrationCount(t, bootcamp.id)).toBe(0);
      await register(player, bootcamp.id).expect(201);
      expect(await eventTypes(t, bootcamp.id, 'bootcamp')).toEqual([
        'BootcampCreated',
        'BootcampApproved',
        'RegisteredForBootcamp',
        'BootcampRegistrationCancelled',
        'RegisteredForBootcamp',
      ]);
    });

    it('answers 404 to a user who is not registered, and for a missing or unapproved bootcamp', async () => {
      const bootcamp = await approvedBootcamp(t, organizer);
      const player = await signedInAs(t, 'player');
      expect((await cancel(player, bootcamp.id).expect(404)).body.message).toBe('You are not registered for this bootcamp');
      await cancel(player, 999999).expect(404);
      const pending = await createBootcamp(organizer);
      expect((await cancel(player, pending.id).expect(404)).body.message).toBe('Bootcamp not found');
    });

    it('refuses once the bootcamp has ended (409)', async () => {
      const bootcamp = await approvedBootcamp(t, organizer);
      const player = await signedInAs(t, 'player');
      await register(player, bootcamp.id).expect(201);
      await moveDates(t, bootcamp.id, day(-5), day(-1));
      expect((await cancel(player, bootcamp.id).expect(409)).body.message).toBe(
        'Cancellation is closed: this bootcamp has ended',
      );
    });
  });

  describe('leaving the line', () => {
    it('answers 204 and moves everyone behind up one', async () => {
      const { bootcamp } = await fullBootcamp(2);
      const [first, second, third] = await signedInPlayers(t, 3);
      for (const player of [first, second, third]) await join(player, bootcamp.id).expect(201);

      expect((await leave(second, bootcamp.id).expect(204)).text).toBe('');

      expect(await positionOf(first, bootcamp.id)).toBe(1);
      expect(await positionOf(second, bootcamp.id)).toBeNull();
      expect(await positionOf(third, bootcamp.id)).toBe(2);
      expect((await eventTypes(t, bootcamp.id, 'bootcamp')).at(-1)).toBe('LeftBootcampWaitlist');
    });

    it('answers 404 to a user who is not waiting, and for a missing or unapproved bootcamp', async () => {
      const { bootcamp } = await fullBootcamp(2);
      const player = await signedInAs(t, 'player');
      expect((await leave(player, bootcamp.id).expect(404)).body.message).toBe('You are not on the waitlist for this bootcamp');
      await leave(player, 999999).expect(404);
      const rejected = await decideBootcamp(t, (await createBootcamp(organizer)).id, 'rejected');
      expect((await leave(player, rejected.id).expect(404)).body.message).toBe('Bootcamp not found');
    });
  });

  it("gives a deleted registrant's place to the first in line, and drops a deleted user from the line", async () => {
    const { bootcamp, registrants } = await fullBootcamp(2);
    const [first, second, third] = await signedInPlayers(t, 3);
    for (const player of [first, second, third]) await join(player, bootcamp.id).expect(201);
    const admin = await signedInAs(t, 'admin');

    await admin.agent.delete(`/api/admin/users/${registrants[0].user.id}`).expect(200);
    await admin.agent.delete(`/api/admin/users/${second.user.id}`).expect(200);

    expect(await isRegistered(first, bootcamp.id)).toBe(true);
    expect(await positionOf(third, bootcamp.id)).toBe(1);
    expect(await waitingCount(bootcamp.id)).toBe(1);
  });

  describe('refusals', () => {
    it('every new call needs a signed-in user (401); any role may use it, as any may register', async () => {
      const { bootcamp } = await fullBootcamp(2);
      await expectAccess(
        t,
        { method: 'post', path: `/api/bootcamps/${bootcamp.id}/waitlist` },
        { anonymous: 401, organizer: 201, admin: 201 },
      );
      await expectAccess(
        t,
        { method: 'delete', path: `/api/bootcamps/${bootcamp.id}/waitlist` },
        { anonymous: 401, player: 404 },
      );
      await expectAccess(
        t,
        { method: 'delete', path: `/api/bootcamps/${bootcamp.id}/register` },
        { anonymous: 401, player: 404 },
      );
    });

    it('documents the new paths in the OpenAPI document', async () => {
      const { paths } = (await request(t.http).get('/api/docs-json').expect(200)).body;
      expect(Object.keys(paths['/api/bootcamps/{id}/waitlist']).sort()).toEqual(['delete', 'post']);
      expect(Object.keys(paths['/api/bootcamps/{id}/register']).sort()).toEqual(['delete', 'post']);
    });

    it('answers 404 for a bootcamp that is missing, pending or rejected', async () => {
      const player = await signedInAs(t, 'player');
      expect((await join(player, 999999).expect(404)).body.message).toBe('Bootcamp not found');
      await join(player, (await createBootcamp(organizer)).id).expect(404);
      await join(player, (await decideBootcamp(t, (await createBootcamp(organizer)).id, 'rejected')).id).expect(404);
      await player.agent.post('/api/bootcamps/0/waitlist').expect(400);
    });

    it('refuses a registered user, a second join, a bootcamp with places and an ended one, each saying why (409)', async () => {
      const { bootcamp, registrants } = await fullBootcamp(2);
      expect((await join(registrants[0], bootcamp.id).expect(409)).body.message).toBe(
        'You are already registered for this bootcamp',
      );
      const player = await signedInAs(t, 'player');
      await join(player, bootcamp.id).expect(201);
      expect((await join(player, bootcamp.id).expect(409)).body.message).toBe(
        'You are already on the waitlist for this bootcamp',
      );

      const roomy = await approvedBootcamp(t, organizer, { maxParticipants: 3 });
      expect((await join(player, roomy.id).expect(409)).body.message).toBe('This bootcamp still has places: register instead');

      const { bootcamp: ended } = await fullBootcamp(2);
      await moveDates(t, ended.id, day(-5), day(-1));
      expect((await join(player, ended.id).expect(409)).body.message).toBe('Registration is closed: this bootcamp has ended');
    });

    it('lets the same user racing themselves join once', async () => {
      const { bootcamp } = await fullBootcamp(2);
      const racer = await signedInAs(t, 'player');
      const statuses = (await Promise.all([1, 2, 3].map(() => join(racer, bootcamp.id)))).map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
    });

    it('refuses to register into a full bootcamp, and never past users waiting (409)', async () => {
      const { bootcamp } = await fullBootcamp(2);
      const newcomer = await signedInAs(t, 'player');
      expect((await register(newcomer, bootcamp.id).expect(409)).body.message).toBe(
        'This bootcamp is full: all 2 places are taken',
      );

      // A place free with someone waiting (written behind the app's back): the newcomer still queues.
      const waiting = await signedInAs(t, 'player');
      await t.dataSource.query(`INSERT INTO bootcamp_waitlist (bootcamp_id, user_id) VALUES ($1, $2)`, [
        bootcamp.id,
        waiting.user.id,
      ]);
      await t.dataSource.query(
        `DELETE FROM bootcamp_registrations WHERE id = (SELECT min(id) FROM bootcamp_registrations WHERE bootcamp_id = $1)`,
        [bootcamp.id],
      );
      expect((await register(newcomer, bootcamp.id).expect(409)).body.message).toBe(
        'Players are waiting for a place in this bootcamp: join the waitlist instead',
      );
      expect(await listed(newcomer, bootcamp.id)).toMatchObject({ isFull: true, seatsLeft: 1 });
      expect((await join(newcomer, bootcamp.id).expect(201)).body).toEqual({ position: 2 });
    });
  });
});
