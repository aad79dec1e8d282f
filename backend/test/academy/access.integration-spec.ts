import { expectAccess } from '../support/authorization';
import { startTestApp, TestApp } from '../support/test-app';
import { apply, enrollmentRequest, insertAcademy, insertClass } from './academy-factories';
import { signedInAs } from '../support/factories';

/** Who may call what in the academy context; each signed-in caller is a fresh account. */
describe('academy endpoint × role matrix', () => {
  let t: TestApp;
  let academyId: number;
  let classId: number;

  beforeAll(async () => {
    t = await startTestApp();
    academyId = await insertAcademy(t);
    classId = await insertClass(t, academyId);
  });
  afterAll(() => t.close());

  const everyoneSignedIn = { anonymous: 401, admin: 200, organizer: 200, player: 200 };

  it.each([
    '/api/academies',
    '/api/academies/1',
    '/api/academies/1/classes',
    '/api/academies/my-memberships',
    '/api/academies/my-membership',
    '/api/classes/my-enrollments',
  ])('GET %s: anyone signed in', async (path) => {
    await expectAccess(t, { method: 'get', path }, everyoneSignedIn);
  });

  it('POST /api/academies/join: players only', async () => {
    await expectAccess(
      t,
      { method: 'post', path: '/api/academies/join', body: enrollmentRequest() },
      { anonymous: 401, admin: 403, organizer: 403, player: 201 },
    );
  });

  it('POST /api/classes/enroll: players only (and then only active members)', async () => {
    await expectAccess(
      t,
      { method: 'post', path: '/api/classes/enroll', body: { classId, academyId } },
      { anonymous: 401, admin: 403, organizer: 403, player: 403 },
    );
  });

  it('GET /api/admin/student-memberships: admins only', async () => {
    await expectAccess(
      t,
      { method: 'get', path: '/api/admin/student-memberships' },
      { anonymous: 401, admin: 200, organizer: 403, player: 403 },
    );
  });

  it('PATCH /api/admin/student-memberships/{id}: admins only', async () => {
    const player = await signedInAs(t, 'player');
    const application = await apply(player.agent, enrollmentRequest());
    await expectAccess(
      t,
      { method: 'patch', path: `/api/admin/student-memberships/${application.id}`, body: { status: 'rejected' } },
      { anonymous: 401, organizer: 403, player: 403, admin: 200 },
    );
  });
});
