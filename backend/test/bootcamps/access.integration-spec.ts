import { expectAccess } from '../support/authorization';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { bootcampRequest, createBootcamp } from './bootcamp-factories';

/** The role rules of every bootcamp call: 401 signed out, 403 wrong role. */
describe('who may call the bootcamp endpoints', () => {
  let t: TestApp;
  let bootcampId: number;

  beforeAll(async () => {
    t = await startTestApp();
    bootcampId = (await createBootcamp(await signedInAs(t, 'organizer'))).id;
  });
  afterAll(() => t.close());

  it('lets only organizers create bootcamps and list their own', async () => {
    await expectAccess(
      t,
      { method: 'post', path: '/api/bootcamps', body: bootcampRequest() },
      { anonymous: 401, player: 403, admin: 403, organizer: 201 },
    );
    await expectAccess(
      t,
      { method: 'get', path: '/api/bootcamps/my-bootcamps' },
      { anonymous: 401, player: 403, admin: 403, organizer: 200 },
    );
  });

  it('lets every signed-in user list bootcamps and their own registrations', async () => {
    await expectAccess(t, { method: 'get', path: '/api/bootcamps' }, { anonymous: 401, player: 200, organizer: 200, admin: 200 });
    await expectAccess(
      t,
      { method: 'get', path: '/api/my-bootcamp-registrations' },
      { anonymous: 401, player: 200, organizer: 200, admin: 200 },
    );
  });

  it('needs a signed-in user to register (404 here: the bootcamp is still pending)', async () => {
    await expectAccess(
      t,
      { method: 'post', path: `/api/bootcamps/${bootcampId}/register` },
      { anonymous: 401, player: 404, organizer: 404, admin: 404 },
    );
  });

  it("shows registrants to admins and the bootcamp's own organizer only", async () => {
    await expectAccess(
      t,
      { method: 'get', path: `/api/bootcamps/${bootcampId}/registrations` },
      { anonymous: 401, player: 403, organizer: 403, admin: 200 },
    );
  });

  it('keeps the admin bootcamp calls for admins', async () => {
    await expectAccess(
      t,
      { method: 'get', path: '/api/admin/bootcamps' },
      { anonymous: 401, player: 403, organizer: 403, admin: 200 },
    );
    await expectAccess(
      t,
      { method: 'patch', path: `/api/admin/bootcamps/${bootcampId}/approval`, body: { status: 'approved' } },
      { anonymous: 401, player: 403, organizer: 403, admin: 200 },
    );
    await expectAccess(
      t,
      { method: 'delete', path: `/api/admin/bootcamps/${bootcampId}` },
      { anonymous: 401, player: 403, organizer: 403, admin: 200 },
    );
  });
});
