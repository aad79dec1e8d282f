import request from 'supertest';
import { DEMO_ACCOUNTS } from '@rallypoint/shared';
import { AccountSeeder } from '../../src/contexts/identity/seed/account-seeder';
import { startTestApp, TestApp } from '../support/test-app';

const signIn = (t: TestApp, username: string, password: string) =>
  request(t.http).post('/api/auth/login').send({ username, password });

describe('accounts created at start-up', () => {
  describe('in development', () => {
    let t: TestApp;
    beforeAll(async () => (t = await startTestApp({ env: { SEED_DEMO_ACCOUNTS: 'true' } })));
    afterAll(() => t.close());

    it.each([
      ['admin', 'admin'],
      ['organizer', 'organizer'],
      ['player', 'user'],
    ])('creates the active demo account %s with role %s', async (username, role) => {
      const account = DEMO_ACCOUNTS.find((a) => a.username === username)!;
      const response = await signIn(t, account.username, account.password).expect(200);
      expect(response.body).toMatchObject({ username, role, isActive: true });
    });

    it('does not create them twice when the app starts again', async () => {
      await t.app.get(AccountSeeder).onApplicationBootstrap();
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM users WHERE username IN ('admin', 'organizer', 'player')`,
      );
      expect(count).toBe(3);
    });
  });

  describe('in production', () => {
    let t: TestApp;
    beforeAll(
      async () =>
        (t = await startTestApp({
          env: { SEED_DEMO_ACCOUNTS: 'false', ADMIN_USERNAME: 'clubadmin', ADMIN_PASSWORD: 'a-long-admin-secret' },
        })),
    );
    afterAll(() => t.close());

    it('creates the first admin from ADMIN_USERNAME and ADMIN_PASSWORD and no demo accounts', async () => {
      expect((await signIn(t, 'clubadmin', 'a-long-admin-secret').expect(200)).body.role).toBe('admin');
      await signIn(t, 'player', 'player123').expect(401);
    });
  });
});
