import { AcademySeeder } from '../../src/contexts/academy/seed/academy-seeder';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

const count = async (t: TestApp, sql: string): Promise<number> => (await t.dataSource.query(sql))[0].count;

describe('academies at start-up', () => {
  describe('in development', () => {
    let t: TestApp;
    beforeAll(async () => (t = await startTestApp({ env: { SEED_DEMO_ACCOUNTS: 'true' } })));
    afterAll(() => t.close());

    it('seeds academies across sports, cities and price ranges, with classes, next to academy 1', async () => {
      const { agent } = await signedInAs(t, 'player');
      const page = (await agent.get('/api/academies').expect(200)).body;
      expect(page.total).toBe(6);
      const cities = new Set(page.items.map((a: { city: string }) => a.city));
      expect(cities.size).toBe(6);
      const prices = new Set(page.items.map((a: { priceRange: string }) => a.priceRange));
      expect([...prices].sort()).toEqual(['budget', 'mid-range', 'premium']);
      expect((await agent.get('/api/academies').query({ sport: 'table_tennis' }).expect(200)).body.total).toBe(3);
      expect((await agent.get('/api/academies/1/classes').expect(200)).body.length).toBeGreaterThan(0);
    });

    it('does not seed twice when the app starts again', async () => {
      const academies = await count(t, 'SELECT count(*)::int AS count FROM academies');
      const classes = await count(t, 'SELECT count(*)::int AS count FROM academy_classes');
      await t.app.get(AcademySeeder).onApplicationBootstrap();
      expect(await count(t, 'SELECT count(*)::int AS count FROM academies')).toBe(academies);
      expect(await count(t, 'SELECT count(*)::int AS count FROM academy_classes')).toBe(classes);
    });
  });

  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => (t = await startTestApp({ env: { SEED_DEMO_ACCOUNTS: 'false' } })));
    afterAll(() => t.close());

    it('has only academy 1, created by the migration, without demo classes', async () => {
      expect(await t.dataSource.query('SELECT id, name FROM academies')).toEqual([{ id: 1, name: 'RallyPoint Academy' }]);
      expect(await count(t, 'SELECT count(*)::int AS count FROM academy_classes')).toBe(0);
    });
  });
});
