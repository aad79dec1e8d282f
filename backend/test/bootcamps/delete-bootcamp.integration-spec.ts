import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import {
  adminOf,
  adminRow,
  approvedBootcamp,
  createBootcamp,
  eventTypes,
  registrationCount,
  type SignedIn,
} from './bootcamp-factories';

describe('admins deleting bootcamps (DELETE /api/admin/bootcamps/{id})', () => {
  let t: TestApp;
  let organizer: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = await signedInAs(t, 'organizer');
    admin = await adminOf(t);
  });
  afterAll(() => t.close());

  it('removes the bootcamp with its registrations in one go and tells each registrant by e-mail', async () => {
    const bootcamp = await approvedBootcamp(t, organizer, { title: 'Doomed Clinic', type: 'clinic' });
    const registrants = await Promise.all([signedInAs(t, 'player'), signedInAs(t, 'player')]);
    for (const registrant of registrants) await registrant.agent.post(`/api/bootcamps/${bootcamp.id}/register`).expect(201);

    const response = await admin.agent.delete(`/api/admin/bootcamps/${bootcamp.id}`).expect(200);
    expect(response.body).toEqual({ message: 'Bootcamp deleted' });

    expect(await registrationCount(t, bootcamp.id)).toBe(0);
    expect(await adminRow(t, bootcamp.id)).toBeUndefined();
    for (const registrant of registrants) {
      expect((await registrant.agent.get('/api/my-bootcamp-registrations').expect(200)).body).toEqual([]);
      const mail = await t.smtp.waitFor(
        (m) => m.to.includes(registrant.user.email) && m.subject === 'Clinic cancelled: Doomed Clinic',
      );
      expect(mail.text).toContain('and your registration with it');
    }
    expect(await eventTypes(t, bootcamp.id, 'bootcamp')).toEqual([
      'BootcampCreated',
      'BootcampApproved',
      'RegisteredForBootcamp',
      'RegisteredForBootcamp',
      'BootcampDeleted',
    ]);
    const [{ payload }] = await t.dataSource.query(
      `SELECT payload FROM event_log WHERE type = 'BootcampDeleted' AND aggregate_id = $1`,
      [String(bootcamp.id)],
    );
    expect(payload).toMatchObject({ title: 'Doomed Clinic', registrantIds: registrants.map((r) => r.user.id) });
  });

  it('deletes a pending bootcamp nobody registered for', async () => {
    const pending = await createBootcamp(organizer);
    await admin.agent.delete(`/api/admin/bootcamps/${pending.id}`).expect(200);
    await admin.agent.patch(`/api/admin/bootcamps/${pending.id}/approval`).send({ status: 'approved' }).expect(404);
  });

  it('answers 404 for a missing bootcamp, including a second delete', async () => {
    const bootcamp = await createBootcamp(organizer);
    await admin.agent.delete(`/api/admin/bootcamps/${bootcamp.id}`).expect(200);
    expect((await admin.agent.delete(`/api/admin/bootcamps/${bootcamp.id}`).expect(404)).body.message).toBe('Bootcamp not found');
  });

  it('lets a registration racing the delete either land before it (and go with it) or find the bootcamp gone', async () => {
    const bootcamp = await approvedBootcamp(t, organizer);
    const racers = await Promise.all(Array.from({ length: 4 }, () => signedInAs(t, 'player')));
    const [deletion, ...registrations] = await Promise.all([
      admin.agent.delete(`/api/admin/bootcamps/${bootcamp.id}`),
      ...racers.map((racer) => racer.agent.post(`/api/bootcamps/${bootcamp.id}/register`)),
    ]);
    expect(deletion.status).toBe(200);
    for (const registration of registrations) expect([201, 404]).toContain(registration.status);
    expect(await registrationCount(t, bootcamp.id)).toBe(0);
  });
});
