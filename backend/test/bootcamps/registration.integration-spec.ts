import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
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

describe('registering for bootcamps and clinics', () => {
  let t: TestApp;
  let organizer: SignedIn;
  let player: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = await signedInAs(t, 'organizer');
    player = await signedInAs(t, 'player');
  });
  afterAll(() => t.close());

  const register = (who: SignedIn, id: number) => who.agent.post(`/api/bootcamps/${id}/register`);
  const available = async (who: SignedIn) => (await who.agent.get('/api/bootcamps').query({ pageSize: 200 }).expect(200)).body;

  it('registers a player, who then sees it as registered, with one seat fewer, and gets a confirmation e-mail', async () => {
    const bootcamp = await approvedBootcamp(t, organizer, { title: 'Footwork Camp', maxParticipants: 5 });
    const response = await register(player, bootcamp.id).expect(201);
    expect(response.body).toEqual({ message: 'You are registered for this bootcamp' });

    const listed = (await available(player)).items.find((b: { id: number }) => b.id === bootcamp.id);
    expect(listed).toMatchObject({ isRegistered: true, seatsLeft: 4, registrationCount: 1, maxParticipants: 5 });
    const forOthers = (await available(await signedInAs(t, 'player'))).items.find((b: { id: number }) => b.id === bootcamp.id);
    expect(forOthers).toMatchObject({ isRegistered: false, seatsLeft: 4 });

    const mine = (await player.agent.get('/api/my-bootcamp-registrations').expect(200)).body;
    expect(mine).toEqual([
      {
        id: expect.any(Number),
        bootcampId: bootcamp.id,
        title: 'Footwork Camp',
        type: 'bootcamp',
        startDate: bootcamp.startDate,
        endDate: bootcamp.endDate,
        venue: bootcamp.venue,
        registeredAt: expect.any(String),
        status: 'registered',
        paymentStatus: 'pending',
      },
    ]);
    expect(await eventTypes(t, bootcamp.id, 'bootcamp')).toEqual([
      'BootcampCreated',
      'BootcampApproved',
      'RegisteredForBootcamp',
    ]);
    const mail = await t.smtp.waitFor(
      (m) => m.to.includes(player.user.email) && m.subject === 'Registration confirmed: Footwork Camp',
    );
    expect(mail.text).toContain('Time: 09:00 to 12:00');
  });

  it('lets organizers and admins register too (any signed-in user may)', async () => {
    const bootcamp = await approvedBootcamp(t, organizer);
    await register(await signedInAs(t, 'organizer'), bootcamp.id).expect(201);
    await register(await signedInAs(t, 'admin'), bootcamp.id).expect(201);
  });

  it('lists approved bootcamps that have not ended, soonest first; never pending, rejected or ended ones', async () => {
    const later = await approvedBootcamp(t, organizer, { startDate: day(40), endDate: day(41), duration: 2 });
    const sooner = await approvedBootcamp(t, organizer, { startDate: day(2), endDate: day(3), duration: 2 });
    const running = await approvedBootcamp(t, organizer);
    await moveDates(t, running.id, day(-1), day(1));
    const ended = await approvedBootcamp(t, organizer);
    await moveDates(t, ended.id, day(-3), day(-1));
    const pending = await createBootcamp(organizer);
    const rejected = await decideBootcamp(t, (await createBootcamp(organizer)).id, 'rejected');

    const ids = (await available(player)).items.map((b: { id: number }) => b.id);
    expect(ids.indexOf(running.id)).toBeLessThan(ids.indexOf(sooner.id));
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    for (const hidden of [ended.id, pending.id, rejected.id]) expect(ids).not.toContain(hidden);
    await register(player, running.id).expect(201);

    // An admin's management table reads the same call: every bootcamp, of every status, ended ones too.
    const forAdmin = (await available(await signedInAs(t, 'admin'))).items as Array<{ id: number; status: string }>;
    const statusOf = new Map(forAdmin.map((b) => [b.id, b.status]));
    expect([pending.id, rejected.id, ended.id, later.id].map((id) => statusOf.get(id))).toEqual([
      'pending',
      'rejected',
      'approved',
      'approved',
    ]);
  });

  it('pages the available list', async () => {
    const page = (await player.agent.get('/api/bootcamps').query({ page: 1, pageSize: 1 }).expect(200)).body;
    expect(page).toMatchObject({ page: 1, pageSize: 1, items: [expect.any(Object)] });
    expect(page.total).toBeGreaterThan(1);
    await player.agent.get('/api/bootcamps').query({ page: 0 }).expect(400);
  });

  it("marks the caller's registrations on every page, not only the first (the dashboard card's 'Registered')", async () => {
    const registrant = await signedInAs(t, 'player');
    await approvedBootcamp(t, organizer, { startDate: day(1), endDate: day(1), duration: 1 });
    const later = await approvedBootcamp(t, organizer, { startDate: day(300), endDate: day(302) });
    await register(registrant, later.id).expect(201);

    const position = (await available(registrant)).items.findIndex((b: { id: number }) => b.id === later.id);
    expect(position).toBeGreaterThan(0);
    const page = (
      await registrant.agent
        .get('/api/bootcamps')
        .query({ page: position + 1, pageSize: 1 })
        .expect(200)
    ).body;
    expect(page.items).toEqual([expect.objectContaining({ id: later.id, isRegistered: true })]);
  });

  it('refuses a second registration with 409', async () => {
    const bootcamp = await approvedBootcamp(t, organizer);
    await register(player, bootcamp.id).expect(201);
    expect((await register(player, bootcamp.id).expect(409)).body.message).toBe('You are already registered for this bootcamp');
    expect(await registrationCount(t, bootcamp.id)).toBe(1);
  });

  it('refuses a full bootcamp with 409', async () => {
    const bootcamp = await approvedBootcamp(t, organizer, { maxParticipants: 1 });
    await register(await signedInAs(t, 'player'), bootcamp.id).expect(201);
    expect((await register(player, bootcamp.id).expect(409)).body.message).toBe('This bootcamp is full: all 1 place is taken');
    const listed = (await available(player)).items.find((b: { id: number }) => b.id === bootcamp.id);
    expect(listed).toMatchObject({ seatsLeft: 0, isRegistered: false });
  });

  it('refuses a bootcamp that has ended with 409', async () => {
    const bootcamp = await approvedBootcamp(t, organizer);
    await moveDates(t, bootcamp.id, day(-5), day(-1));
    expect((await register(player, bootcamp.id).expect(409)).body.message).toBe(
      'Registration is closed: this bootcamp has ended',
    );
  });

  it('answers 404 for a bootcamp that is missing, pending or rejected', async () => {
    await register(player, 999999).expect(404);
    const pending = await createBootcamp(organizer);
    expect((await register(player, pending.id).expect(404)).body.message).toBe('Bootcamp not found');
    const rejected = await decideBootcamp(t, (await createBootcamp(organizer)).id, 'rejected');
    await register(player, rejected.id).expect(404);
    await player.agent.post('/api/bootcamps/0/register').expect(400);
  });

  it('never lets parallel registrations exceed the capacity: 8 players, 3 places', async () => {
    const bootcamp = await approvedBootcamp(t, organizer, { maxParticipants: 3 });
    const players = await Promise.all(Array.from({ length: 8 }, () => signedInAs(t, 'player')));

    const responses = await Promise.all(players.map((p) => register(p, bootcamp.id)));

    expect(responses.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body.message).toBe('This bootcamp is full: all 3 places are taken');
    }
    expect(await registrationCount(t, bootcamp.id)).toBe(3);
    expect((await eventTypes(t, bootcamp.id, 'bootcamp')).filter((type) => type === 'RegisteredForBootcamp')).toHaveLength(3);
  });

  it('lets the same user racing themselves register once', async () => {
    const bootcamp = await approvedBootcamp(t, organizer);
    const racer = await signedInAs(t, 'player');
    const statuses = (await Promise.all([1, 2, 3].map(() => register(racer, bootcamp.id)))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
  });

  describe("the organizer's Manage Registrations (GET /api/bootcamps/{id}/registrations)", () => {
    it('lists registrants by name, e-mail and date, first come first, paged', async () => {
      const bootcamp = await approvedBootcamp(t, organizer);
      const first = await signedInAs(t, 'player');
      const second = await signedInAs(t, 'player');
      await register(first, bootcamp.id).expect(201);
      await register(second, bootcamp.id).expect(201);

      const page = (await organizer.agent.get(`/api/bootcamps/${bootcamp.id}/registrations`).expect(200)).body;
      expect(page).toEqual({
        total: 2,
        page: 1,
        pageSize: 50,
        items: [
          {
            id: expect.any(Number),
            userId: first.user.id,
            name: 'Player Tester',
            email: first.user.email,
            registeredAt: expect.any(String),
            status: 'registered',
            paymentStatus: 'pending',
          },
          expect.objectContaining({ userId: second.user.id, email: second.user.email }),
        ],
      });
      const secondPage = (
        await organizer.agent.get(`/api/bootcamps/${bootcamp.id}/registrations`).query({ page: 2, pageSize: 1 })
      ).body;
      expect(secondPage.items.map((r: { userId: number }) => r.userId)).toEqual([second.user.id]);

      const admin = await signedInAs(t, 'admin');
      expect((await admin.agent.get(`/api/bootcamps/${bootcamp.id}/registrations`).expect(200)).body.total).toBe(2);
      const forMine = (await organizer.agent.get('/api/bootcamps/my-bootcamps').query({ pageSize: 200 })).body.items;
      expect(forMine.find((b: { id: number }) => b.id === bootcamp.id).registrationCount).toBe(2);
    });

    it('refuses other organizers and players (403), answers 404 for a missing bootcamp', async () => {
      const bootcamp = await approvedBootcamp(t, organizer);
      const other = await signedInAs(t, 'organizer');
      const refused = await other.agent.get(`/api/bootcamps/${bootcamp.id}/registrations`).expect(403);
      expect(refused.body.message).toBe("Only the bootcamp's organizer or an administrator can see its registrations");
      await player.agent.get(`/api/bootcamps/${bootcamp.id}/registrations`).expect(403);
      await organizer.agent.get('/api/bootcamps/999999/registrations').expect(404);
    });

    it('shows a registrant whose account is gone without a name or e-mail', async () => {
      const bootcamp = await approvedBootcamp(t, organizer);
      const leaver = await signedInAs(t, 'player');
      await register(leaver, bootcamp.id).expect(201);
      await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [leaver.user.id]);
      const page = (await organizer.agent.get(`/api/bootcamps/${bootcamp.id}/registrations`).expect(200)).body;
      expect(page.items[0]).toMatchObject({ userId: leaver.user.id, name: null, email: null });
    });
  });
});
