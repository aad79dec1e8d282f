import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { insertAcademy, insertClass, SignedIn } from './academy-factories';

describe('finding academies', () => {
  let t: TestApp;
  let player: SignedIn;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    player = await signedInAs(t, 'player');
    ids.ace = await insertAcademy(t, {
      name: 'Ace Tennis Lab',
      city: 'Portland',
      state: 'OR',
      sports: ['tennis'],
      rating: 4.9,
      priceRange: 'premium',
    });
    ids.spin = await insertAcademy(t, {
      name: 'Spin Hall',
      city: 'Boston',
      state: 'MA',
      sports: ['table_tennis'],
      rating: 4.4,
      priceRange: 'budget',
    });
    ids.dink = await insertAcademy(t, {
      name: 'Dink_Club 100%',
      city: 'Portland',
      state: 'ME',
      sports: ['pickleball', 'table_tennis'],
      rating: 3.5,
      priceRange: 'budget',
    });
    ids.closed = await insertAcademy(t, { name: 'Closed Courts', city: 'Portland', isActive: false });
  });
  afterAll(() => t.close());

  const search = (query: Record<string, string | number>) => player.agent.get('/api/academies').query(query);
  const names = (body: { items: Array<{ name: string }> }) => body.items.map((a) => a.name);

  it('lists active academies best rated first, paged, with academy 1 from the migration', async () => {
    const response = await search({}).expect(200);
    expect(response.body).toMatchObject({ page: 1, pageSize: 50, total: 4 });
    expect(names(response.body)).toEqual(['Ace Tennis Lab', 'RallyPoint Academy', 'Spin Hall', 'Dink_Club 100%']);
    expect(response.body.items[1]).toMatchObject({
      id: 1,
      city: 'San Francisco',
      rating: 4.8,
      priceRange: 'mid-range',
      sports: ['tennis', 'pickleball', 'table_tennis'],
    });
    expect(response.body.items[1]).not.toHaveProperty('ownerId');
  });

  it('pages through the list with a stable order', async () => {
    const first = await search({ pageSize: 2, page: 1 }).expect(200);
    const second = await search({ pageSize: 2, page: 2 }).expect(200);
    expect(first.body.total).toBe(4);
    expect([...names(first.body), ...names(second.body)]).toEqual([
      'Ace Tennis Lab',
      'RallyPoint Academy',
      'Spin Hall',
      'Dink_Club 100%',
    ]);
  });

  it('searches name, city and state, case-insensitively, with wildcards taken literally', async () => {
    expect(names((await search({ search: 'portland' }).expect(200)).body)).toEqual(['Ace Tennis Lab', 'Dink_Club 100%']);
    expect(names((await search({ search: 'ma' }).expect(200)).body)).toEqual(['Spin Hall']);
    expect(names((await search({ search: 'spin' }).expect(200)).body)).toEqual(['Spin Hall']);
    expect(names((await search({ search: '100%' }).expect(200)).body)).toEqual(['Dink_Club 100%']);
    expect(names((await search({ search: '_' }).expect(200)).body)).toEqual(['Dink_Club 100%']);
    expect((await search({ search: 'nowhere' }).expect(200)).body).toMatchObject({ items: [], total: 0 });
  });

  it('filters by sport, table_tennis included', async () => {
    expect(names((await search({ sport: 'table_tennis' }).expect(200)).body)).toEqual([
      'RallyPoint Academy',
      'Spin Hall',
      'Dink_Club 100%',
    ]);
    expect(names((await search({ sport: 'pickleball' }).expect(200)).body)).toEqual(['RallyPoint Academy', 'Dink_Club 100%']);
  });

  it('filters by price range and minimum rating, combined with search', async () => {
    expect(names((await search({ priceRange: 'budget' }).expect(200)).body)).toEqual(['Spin Hall', 'Dink_Club 100%']);
    expect(names((await search({ minRating: 4.5 }).expect(200)).body)).toEqual(['Ace Tennis Lab', 'RallyPoint Academy']);
    expect(names((await search({ minRating: 4, priceRange: 'budget', search: 'boston' }).expect(200)).body)).toEqual([
      'Spin Hall',
    ]);
  });

  it.each([
    [{ sport: 'squash' }, 'sport', 'Please choose tennis, pickleball or table_tennis'],
    [{ priceRange: 'cheap' }, 'priceRange', "Price range must be 'budget', 'mid-range' or 'premium'"],
    [{ minRating: 6 }, 'minRating', 'Minimum rating must be a number from 0 to 5'],
    [{ minRating: 'high' }, 'minRating', 'Minimum rating must be a number from 0 to 5'],
    [{ pageSize: 500 }, 'pageSize', 'Page size must be a whole number from 1 to 200'],
    [{ search: 'x'.repeat(101) }, 'search', 'Search must be at most 100 characters'],
  ])('refuses the filter %j with 400 naming the field', async (query, field, message) => {
    const response = await search(query).expect(400);
    expect(response.body.fields[field]).toEqual([message]);
  });

  it('shows one academy, and 404 for a missing or inactive one', async () => {
    expect((await player.agent.get(`/api/academies/${ids.spin}`).expect(200)).body).toMatchObject({
      id: ids.spin,
      name: 'Spin Hall',
    });
    expect((await player.agent.get('/api/academies/99999').expect(404)).body.message).toBe('Academy not found');
    await player.agent.get(`/api/academies/${ids.closed}`).expect(404);
    await player.agent.get('/api/academies/abc').expect(400);
  });

  it("lists an academy's active classes with their seats, and 404 for a missing academy", async () => {
    const classId = await insertClass(t, ids.ace, { className: 'Serve Clinic', maxStudents: 6, currentStudents: 2 });
    await insertClass(t, ids.ace, { className: 'Retired Class', isActive: false });
    const response = await player.agent.get(`/api/academies/${ids.ace}/classes`).expect(200);
    expect(response.body).toEqual([
      expect.objectContaining({
        id: classId,
        academyId: ids.ace,
        className: 'Serve Clinic',
        maxStudents: 6,
        currentStudents: 2,
        schedule: ['Monday 17:00'],
        startDate: '2030-01-06',
        pricePerSession: '25.00',
      }),
    ]);
    expect((await player.agent.get(`/api/academies/${ids.spin}/classes`).expect(200)).body).toEqual([]);
    expect((await player.agent.get('/api/academies/99999/classes').expect(404)).body.message).toBe('Academy not found');
  });
});
