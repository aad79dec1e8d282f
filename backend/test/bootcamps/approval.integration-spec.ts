import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { adminOf, adminRow, createBootcamp, decideBootcamp, eventTypes, type SignedIn } from './bootcamp-factories';

describe('admins approving, rejecting and listing bootcamps', () => {
  let t: TestApp;
  let organizer: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = await signedInAs(t, 'organizer');
    admin = await adminOf(t);
  });
  afterAll(() => t.close());

  const decide = (id: number, body: object) => admin.agent.patch(`/api/admin/bootcamps/${id}/approval`).send(body);

  it('approves a pending bootcamp, recording who and when, and e-mails the organizer', async () => {
    const created = await createBootcamp(organizer, { title: 'Approve Me Camp' });
    const response = await decide(created.id, { status: 'approved' }).expect(200);
    expect(response.body).toMatchObject({
      id: created.id,
      status: 'approved',
      approvedBy: admin.user.id,
      approvedAt: expect.any(String),
    });
    expect(await eventTypes(t, created.id, 'bootcamp')).toEqual(['BootcampCreated', 'BootcampApproved']);
    const [{ actor_id }] = await t.dataSource.query(
      `SELECT actor_id FROM event_log WHERE type = 'BootcampApproved' AND aggregate_id = $1`,
      [String(created.id)],
    );
    expect(actor_id).toBe(admin.user.id);
    const mail = await t.smtp.waitFor(
      (m) => m.to.includes(organizer.user.email) && m.subject === 'Bootcamp approved: Approve Me Camp',
    );
    expect(mail.text).toContain('Players can now see it and register.');
  });

  it('rejects a pending clinic and tells the organizer; it never reaches players', async () => {
    const created = await createBootcamp(organizer, { title: 'Reject Me Clinic', type: 'clinic' });
    const response = await decide(created.id, { status: 'rejected' }).expect(200);
    expect(response.body).toMatchObject({ status: 'rejected', approvedBy: null, approvedAt: null });
    expect(await eventTypes(t, created.id, 'bootcamp')).toEqual(['BootcampCreated', 'BootcampRejected']);
    await t.smtp.waitFor((m) => m.to.includes(organizer.user.email) && m.subject === 'Clinic not approved: Reject Me Clinic');
    const player = await signedInAs(t, 'player');
    const available = (await player.agent.get('/api/bootcamps').expect(200)).body.items;
    expect(available.map((b: { id: number }) => b.id)).not.toContain(created.id);
  });

  it('decides only once: 409 after approval or rejection, nothing recorded', async () => {
    const approved = await createBootcamp(organizer);
    await decideBootcamp(t, approved.id, 'approved');
    const again = await decide(approved.id, { status: 'rejected' }).expect(409);
    expect(again.body.message).toBe(
      'This bootcamp has already been approved; only a pending bootcamp can be approved or rejected',
    );
    const rejected = await createBootcamp(organizer);
    await decideBootcamp(t, rejected.id, 'rejected');
    expect((await decide(rejected.id, { status: 'approved' }).expect(409)).body.message).toContain('already been rejected');
    expect(await eventTypes(t, approved.id, 'bootcamp')).toEqual(['BootcampCreated', 'BootcampApproved']);
  });

  it('lets two admins racing on one bootcamp decide it once', async () => {
    const created = await createBootcamp(organizer);
    const other = await signedInAs(t, 'admin');
    const statuses = (
      await Promise.all([
        decide(created.id, { status: 'approved' }),
        other.agent.patch(`/api/admin/bootcamps/${created.id}/approval`).send({ status: 'rejected' }),
      ])
    )
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 409]);
    expect(await eventTypes(t, created.id, 'bootcamp')).toHaveLength(2);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM email_outbox WHERE to_address = $1 AND subject LIKE $2`,
      [organizer.user.email, `%${created.title}%`],
    );
    expect(count).toBe(1);
  });

  it('answers 400 for a status other than approved or rejected, 404 for a missing bootcamp', async () => {
    const created = await createBootcamp(organizer);
    for (const body of [{ status: 'pending' }, {}, { status: 'APPROVED' }]) {
      expect((await decide(created.id, body).expect(400)).body.fields).toEqual({
        status: ["Status must be 'approved' or 'rejected'"],
      });
    }
    expect((await decide(999999, { status: 'approved' }).expect(404)).body.message).toBe('Bootcamp not found');
    await admin.agent.patch('/api/admin/bootcamps/abc/approval').send({ status: 'approved' }).expect(400);
  });

  it("lists every bootcamp for admins, newest first and paged, with the organizer's name or null", async () => {
    const gone = await signedInAs(t, 'organizer');
    const orphan = await createBootcamp(gone, { title: 'Orphan camp' });
    const named = await createBootcamp(organizer, { title: 'Named camp' });
    await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [gone.user.id]);

    const page = (await admin.agent.get('/api/admin/bootcamps').query({ pageSize: 2 }).expect(200)).body;
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.map((b: { id: number }) => b.id)).toEqual([named.id, orphan.id]);
    expect(page.items[0]).toMatchObject({ organizerName: 'Organizer Tester', title: 'Named camp', registrationCount: 0 });
    expect(page.items[1].organizerName).toBeNull();
    expect((await adminRow(t, named.id))?.status).toBe('pending');
  });

  it('filters the admin list by status', async () => {
    const pending = (await admin.agent.get('/api/admin/bootcamps').query({ status: 'pending', pageSize: 200 }).expect(200)).body;
    expect(pending.items.every((b: { status: string }) => b.status === 'pending')).toBe(true);
    const bad = await admin.agent.get('/api/admin/bootcamps').query({ status: 'archived' }).expect(400);
    expect(bad.body.fields.status).toEqual(['Status must be one of pending, approved, rejected']);
  });
});
