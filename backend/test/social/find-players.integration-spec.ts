import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';
import { person, type Person } from './social-factories';

describe('GET /api/players/find', () => {
  let t: TestApp;
  let caller: Person;
  const tag = `zq${Date.now().toString(36)}`;

  beforeAll(async () => {
    t = await startTestApp();
    caller = await person(t, { firstName: `${tag}Caller` });
  });
  afterAll(() => t.close());

  const find = (query: Record<string, string | number>) => caller.agent.get('/api/players/find').query(query);

  it('answers the player fields for active players, never contacts, secrets or a city', async () => {
    const ann = await person(t, {
      firstName: `${tag}Ann`,
      lastName: 'Ace',
      level: 'advanced',
      sports: ['tennis', 'pickleball'],
      state: 'NY',
    });
    const response = await find({ search: `${tag}Ann` }).expect(200);
    expect(response.body).toEqual({
      items: [
        {
          id: ann.id,
          firstName: `${tag}Ann`,
          lastName: 'Ace',
          username: ann.username,
          city: null,
          state: 'NY',
          sports: ['tennis', 'pickleball'],
          level: 'advanced',
          isActive: true,
          ratings: [],
        },
      ],
      total: 1,
      page: 1,
      pageSize: 50,
    });
  });

  it('answers e-mail and phone to admins only', async () => {
    const cleo = await person(t, { firstName: `${tag}Cleo` });
    const admin = await person(t, { firstName: `${tag}Admin`, role: 'admin' });
    const seenByAdmin = (
      await admin.agent
        .get('/api/players/find')
        .query({ search: `${tag}Cleo` })
        .expect(200)
    ).body.items;
    expect(seenByAdmin).toEqual([expect.objectContaining({ id: cleo.id, email: cleo.email, phone: '5550001111' })]);
    const seenByPlayer = (await find({ search: `${tag}Cleo` }).expect(200)).body.items;
    expect(seenByPlayer[0]).not.toHaveProperty('email');
    expect(seenByPlayer[0]).not.toHaveProperty('phone');
  });

  it('lists only active individual players: never pending accounts, organizers, admins or the caller', async () => {
    const first = `${tag}Only`;
    const active = await person(t, { firstName: first });
    await person(t, { firstName: first, isActive: false });
    await person(t, { firstName: first, role: 'organizer' });
    await person(t, { firstName: first, role: 'admin' });
    const self = await person(t, { firstName: first });
    const ids = (await self.agent.get('/api/players/find').query({ search: first }).expect(200)).body.items.map(
      (p: { id: number }) => p.id,
    );
    expect(ids).toEqual([active.id]);
  });

  it('searches first name, last name, full name and username, case-insensitively', async () => {
    const bea = await person(t, { firstName: `${tag}Bea`, lastName: 'Baseline', username: `${tag}_volley_queen` });
    for (const search of [`${tag}bea`.toUpperCase(), `${tag}_VOLLEY`, `${tag}bea baseline`]) {
      const ids = (await find({ search }).expect(200)).body.items.map((p: { id: number }) => p.id);
      expect({ search, ids }).toEqual({ search, ids: [bea.id] });
    }
    const byLast = (await find({ search: 'baseLINE' }).expect(200)).body.items.map((p: { id: number }) => p.id);
    expect(byLast).toContain(bea.id);
  });

  it('treats % and _ in the search as plain characters', async () => {
    await person(t, { firstName: `${tag}Percent` });
    expect((await find({ search: `${tag}%cent` }).expect(200)).body.total).toBe(0);
  });

  it('filters by sport and level', async () => {
    const first = `${tag}Filter`;
    const tennisPro = await person(t, { firstName: first, sports: ['tennis'], level: 'professional' });
    const pickle = await person(t, { firstName: first, sports: ['pickleball', 'table_tennis'], level: 'beginner' });
    const ids = async (query: Record<string, string>) =>
      (await find({ search: first, ...query }).expect(200)).body.items.map((p: { id: number }) => p.id);
    expect(await ids({ sport: 'table_tennis' })).toEqual([pickle.id]);
    expect(await ids({ level: 'professional' })).toEqual([tennisPro.id]);
    expect(await ids({ sport: 'tennis', level: 'beginner' })).toEqual([]);
    expect((await ids({ sport: '', level: '' })).sort()).toEqual([tennisPro.id, pickle.id].sort());
  });

  it('pages in a stable name order with the total', async () => {
    const first = `${tag}Page`;
    const c = await person(t, { firstName: first, lastName: 'Cyan' });
    const a = await person(t, { firstName: first, lastName: 'amber' });
    const b = await person(t, { firstName: first, lastName: 'Blue' });
    const page1 = (await find({ search: first, pageSize: 2 }).expect(200)).body;
    const page2 = (await find({ search: first, pageSize: 2, page: 2 }).expect(200)).body;
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect([...page1.items, ...page2.items].map((p: { id: number }) => p.id)).toEqual([a.id, b.id, c.id]);
  });

  it('rejects bad filters with field messages', async () => {
    const response = await find({ sport: 'golf', level: 'godlike', pageSize: 500, search: 'x'.repeat(101) }).expect(400);
    expect(response.body.fields).toEqual({
      sport: ['Please select a sport'],
      level: ['Please select a valid level'],
      pageSize: ['Page size must be a whole number from 1 to 200'],
      search: ['Search must be at most 100 characters'],
    });
  });

  it('is for signed-in users only; organizers and admins may search too', async () => {
    await request(t.http).get('/api/players/find').expect(401);
    await (await person(t, { role: 'organizer' })).agent.get('/api/players/find').expect(200);
    await (await person(t, { role: 'admin' })).agent.get('/api/players/find').expect(200);
  });
});
