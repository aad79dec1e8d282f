import { expectAccess } from '../support/authorization';
import { createUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/** Listing, activating, deactivating and deleting users, the history and the summary are the admin's alone. */
describe('who may call the admin user management endpoints', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const forbiddenToOthers = { anonymous: 401, organizer: 403, player: 403 } as const;

  it.each([
    ['/api/admin/users'],
    ['/api/admin/users?search=a&status=pending&page=1&pageSize=10'],
    ['/api/admin/user-management-history'],
    ['/api/admin/summary'],
  ])('GET %s answers admins only', async (path) => {
    await expectAccess(t, { method: 'get', path }, { ...forbiddenToOthers, admin: 200 });
  });

  it('PATCH /api/admin/users/{id}/activation answers admins only', async () => {
    const target = await createUser(t, 'player', { isActive: false });
    await expectAccess(
      t,
      { method: 'patch', path: `/api/admin/users/${target.id}/activation`, body: { isActive: true } },
      { ...forbiddenToOthers, admin: 200 },
    );
  });

  it('DELETE /api/admin/users/{id} answers admins only', async () => {
    const target = await createUser(t, 'player');
    await expectAccess(t, { method: 'delete', path: `/api/admin/users/${target.id}` }, { ...forbiddenToOthers, admin: 200 });
  });

  it('checks the role before the body or the id, so nobody learns which users exist', async () => {
    await expectAccess(t, { method: 'patch', path: '/api/admin/users/999999/activation', body: {} }, forbiddenToOthers);
    await expectAccess(t, { method: 'delete', path: '/api/admin/users/999999' }, forbiddenToOthers);
  });
});
