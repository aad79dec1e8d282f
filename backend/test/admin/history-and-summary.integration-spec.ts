import { PAGING_MESSAGES } from '@rallypoint/shared';
import { createUser, signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { adminOf, approvedTournament, createTournament } from '../tournaments/tournament-factories';

type SignedIn = Awaited<ReturnType<typeof signedInAs>>;

describe('the user management history and the admin summary', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAs(t, 'admin');
  });
  afterAll(() => t.close());

  describe('GET /api/admin/user-management-history', () => {
    it('lists every change newest first with the admin who made it, in pages', async () => {
      const adminName = 'Admin Tester';
      const first = await createUser(t, 'player', { firstName: 'Coco' });
      const second = await createUser(t, 'organizer', { firstName: 'Iga' });
      await admin.agent.patch(`/api/admin/users/${first.id}/activation`).send({ isActive: false }).expect(200);
      await admin.agent.patch(`/api/admin/users/${second.id}/activation`).send({ isActive: false }).expect(200);
      await admin.agent.delete(`/api/admin/users/${first.id}`).expect(200);

      const page = (await admin.agent.get('/api/admin/user-management-history?pageSize=2').expect(200)).body;
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(page.items).toEqual([
        {
          id: expect.any(Number),
          adminId: admin.user.id,
          adminName,
          targetUserId: first.id,
          targetUserName: 'Coco Tester',
          targetUserEmail: first.email,
          action: 'deleted',
          details: `Deleted account @${first.username}`,
          createdAt: expect.any(String),
        },
        expect.objectContaining({ targetUserId: second.id, targetUserName: 'Iga Tester', action: 'deactivated', adminName }),
      ]);
      const next = (await admin.agent.get('/api/admin/user-management-history?pageSize=2&page=2').expect(200)).body;
      expect(next.items).toEqual([expect.objectContaining({ targetUserId: first.id, action: 'deactivated' })]);
      expect(Date.parse(page.items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(next.items[0].createdAt));
    });

    it('answers 400 for a page size beyond 200', async () => {
      const response = await admin.agent.get('/api/admin/user-management-history?pageSize=500').expect(400);
      expect(response.body.fields).toEqual({ pageSize: [PAGING_MESSAGES.pageSize] });
    });
  });

  describe('GET /api/admin/summary', () => {
    it('counts all, active and pending accounts and the tournaments awaiting a decision', async () => {
      const organizer = await signedInAs(t, 'organizer');
      await adminOf(t); // the admin who approves below, signed in before the first count
      const before = (await admin.agent.get('/api/admin/summary').expect(200)).body;
      expect(Object.keys(before).sort()).toEqual(['activeUsers', 'pendingTournaments', 'pendingUsers', 'totalUsers']);

      await createUser(t, 'player', { isActive: false, isEmailVerified: false });
      await createUser(t, 'player');
      await createUser(t, 'organizer');
      await createTournament(organizer.agent);
      await createTournament(organizer.agent);
      await approvedTournament(t, {}, organizer);

      const after = (await admin.agent.get('/api/admin/summary').expect(200)).body;
      expect(after).toEqual({
        totalUsers: before.totalUsers + 3,
        activeUsers: before.activeUsers + 2,
        pendingUsers: before.pendingUsers + 1,
        pendingTournaments: before.pendingTournaments + 2,
      });
      const [counts] = await t.dataSource.query(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_active)::int AS active FROM users`,
      );
      expect([after.totalUsers, after.activeUsers]).toEqual([counts.total, counts.active]);
    });
  });
});
