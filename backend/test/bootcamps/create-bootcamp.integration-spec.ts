import request from 'supertest';
import { BOOTCAMP_MESSAGES as M } from '@rallypoint/shared';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { bootcampRequest, createBootcamp, day, eventTypes, type SignedIn } from './bootcamp-factories';

describe('creating a bootcamp or clinic (POST /api/bootcamps)', () => {
  let t: TestApp;
  let organizer: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = await signedInAs(t, 'organizer');
  });
  afterAll(() => t.close());

  const post = (body: object) => organizer.agent.post('/api/bootcamps').send(body);

  it('creates a pending clinic owned by the organizer and records BootcampCreated', async () => {
    const clinic = bootcampRequest({
      type: 'clinic',
      title: 'Volley Clinic',
      skillLevel: 'all-levels',
      startDate: day(5),
      endDate: day(5),
      duration: 1,
    });
    const response = await post(clinic).expect(201);
    expect(response.body).toEqual({
      ...clinic,
      id: expect.any(Number),
      organizerId: organizer.user.id,
      status: 'pending',
      approvedBy: null,
      approvedAt: null,
      createdAt: expect.any(String),
      registrationCount: 0,
    });
    expect(await eventTypes(t, response.body.id, 'bootcamp')).toEqual(['BootcampCreated']);
  });

  it('stores the price exactly as NUMERIC(10,2), from text or a number', async () => {
    expect((await createBootcamp(organizer, { price: '99999999.99' })).price).toBe('99999999.99');
    expect((await post({ ...bootcampRequest(), price: 19.9 }).expect(201)).body.price).toBe('19.90');
    expect((await post({ ...bootcampRequest(), price: '0' }).expect(201)).body.price).toBe('0.00');
    const [{ price }] = await t.dataSource.query(`SELECT price::text AS price FROM bootcamps ORDER BY id LIMIT 1`);
    expect(price).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers 400 with every field message for an empty body', async () => {
    const response = await post({}).expect(400);
    expect(response.body.fields).toEqual({
      title: [M.title],
      type: [M.type],
      description: [M.description],
      skillLevel: [M.skillLevel],
      startDate: [M.startDate],
      endDate: [M.endDate],
      startTime: [M.startTime],
      endTime: [M.endTime],
      duration: [M.duration],
      venue: [M.venue],
      venueAddress: [M.venueAddress],
      maxParticipants: [M.maxParticipants],
      price: [M.price],
    });
  });

  it.each([
    ['title', { title: 'x'.repeat(256) }, M.titleTooLong],
    ['type', { type: 'camp' }, 'Please select a type'],
    ['description', { description: 'Too short' }, 'Description must be at least 10 characters'],
    ['skillLevel', { skillLevel: 'pro' }, 'Please select a skill level'],
    ['endDate', { endDate: day(19) }, 'End date must be on or after start date'],
    ['duration', { duration: 0 }, M.durationInvalid],
    ['duration', { duration: 2.5 }, M.durationInvalid],
    ['duration', { duration: 4 }, M.durationTooLong],
    ['duration', { duration: 367 }, M.durationTooMany],
    ['maxParticipants', { maxParticipants: 0 }, M.maxParticipantsInvalid],
    ['maxParticipants', { maxParticipants: 1.5 }, M.maxParticipantsInvalid],
    ['price', { price: '-5' }, M.priceInvalid],
    ['price', { price: '10.999' }, M.priceInvalid],
    ['price', { price: 0.1 + 0.2 }, M.priceInvalid],
    ['price', { price: '100000000.00' }, M.priceTooHigh],
    ['endTime', { endTime: '08:00' }, M.endTimeBeforeStart],
    ['venueAddress', { venueAddress: '   ' }, 'Venue address is required'],
  ])('refuses a bad %s with its message', async (field, change, message) => {
    const response = await post({ ...bootcampRequest(), ...change }).expect(400);
    expect(response.body.fields).toEqual({ [field]: [message] });
  });

  it('refuses a start date in the past', async () => {
    const response = await post(bootcampRequest({ startDate: day(-1), endDate: day(1), duration: 3 })).expect(400);
    expect(response.body.fields).toEqual({ startDate: ['Start date cannot be in the past'] });
  });

  it('accepts a bootcamp starting today', async () => {
    await post(bootcampRequest({ startDate: day(0), endDate: day(0), duration: 1 })).expect(201);
  });

  it('lets only organizers create: players and admins get 403, signed-out callers 401', async () => {
    const player = await signedInAs(t, 'player');
    const admin = await signedInAs(t, 'admin');
    await player.agent.post('/api/bootcamps').send(bootcampRequest()).expect(403);
    await admin.agent.post('/api/bootcamps').send(bootcampRequest()).expect(403);
    await request(t.http).post('/api/bootcamps').send(bootcampRequest()).expect(401);
  });

  it("lists the organizer's own bootcamps of every status, newest first, paged, with registration counts", async () => {
    const someone = await signedInAs(t, 'organizer');
    const first = await createBootcamp(someone, { title: 'First camp' });
    const second = await createBootcamp(someone, { title: 'Second camp' });
    await createBootcamp(organizer, { title: 'Not theirs' });

    const page = (await someone.agent.get('/api/bootcamps/my-bootcamps').expect(200)).body;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(page.items.map((b: { id: number }) => b.id)).toEqual([second.id, first.id]);
    expect(page.items[0]).toMatchObject({ status: 'pending', registrationCount: 0 });

    const paged = (await someone.agent.get('/api/bootcamps/my-bootcamps').query({ page: 2, pageSize: 1 }).expect(200)).body;
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ id: first.id }] });
    const bad = await someone.agent.get('/api/bootcamps/my-bootcamps').query({ pageSize: 500 }).expect(400);
    expect(bad.body.fields.pageSize).toEqual(['Page size must be a whole number from 1 to 200']);
  });
});
