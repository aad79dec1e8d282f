import { createUser, signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import {
  adminOf,
  apply,
  enrollmentRequest,
  eventTypes,
  insertAcademy,
  setStatus,
  SignedIn,
  signupRequest,
} from './academy-factories';

describe('admin decisions on student memberships', () => {
  let t: TestApp;
  let admin: SignedIn;
  let academyId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminOf(t);
    academyId = await insertAcademy(t, { name: 'Lakeside Academy' });
  });
  afterAll(() => t.close());

  const applicant = () => signedInAs(t, 'player');
  const list = (query: Record<string, string | number> = {}) => admin.agent.get('/api/admin/student-memberships').query(query);

  it('lists applications pending first, newest first, with the application fields and the applicant name', async () => {
    const older = await applicant();
    const newer = await applicant();
    const decided = await applicant();
    const olderApp = await apply(older.agent, signupRequest(academyId));
    const decidedApp = await apply(decided.agent, enrollmentRequest());
    const newerApp = await apply(newer.agent, signupRequest(academyId, { age: 17 }));
    await setStatus(t, decidedApp.id, 'active');

    const response = await list().expect(200);
    expect(response.body).toMatchObject({ page: 1, pageSize: 50 });
    const ids = response.body.items.map((m: { id: number }) => m.id);
    expect(ids.slice(0, 3)).toEqual([newerApp.id, olderApp.id, decidedApp.id]);
    expect(response.body.items[0]).toEqual({
      id: newerApp.id,
      userId: newer.user.id,
      applicantName: 'Player Tester',
      academyId,
      academyName: 'Lakeside Academy',
      membershipType: 'student',
      experience: 'Three years of club tennis',
      goals: 'A stronger second serve and better footwork',
      age: 17,
      currentGrade: '10th',
      schoolName: 'Lincoln High School',
      preferredTime: 'evening',
      status: 'pending',
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password|email/i);
  });

  it('filters by status and pages with a total', async () => {
    const pendingOnly = await list({ status: 'pending' }).expect(200);
    expect(pendingOnly.body.items.every((m: { status: string }) => m.status === 'pending')).toBe(true);
    const all = await list().expect(200);
    const firstPage = await list({ pageSize: 1 }).expect(200);
    expect(firstPage.body).toMatchObject({ total: all.body.total, pageSize: 1 });
    expect(firstPage.body.items).toHaveLength(1);
    await list({ status: 'approved' }).expect(400);
  });

  it('approves: the membership becomes active, the event is recorded and the applicant is e-mailed', async () => {
    const maya = await applicant();
    const application = await apply(maya.agent, signupRequest(academyId));
    const response = await setStatus(t, application.id, 'active');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: application.id, status: 'active', applicantName: 'Player Tester' });
    expect(await eventTypes(t, 'academy-membership', application.id)).toEqual(['MembershipApplied', 'MembershipApproved']);
    const mail = await t.smtp.waitFor((m) => m.to.includes(maya.user.email));
    expect(mail.subject).toBe('Welcome to Lakeside Academy: membership approved');
    expect(mail.text).toContain('/student-dashboard');
  });

  it('rejects: the applicant is e-mailed and may apply again', async () => {
    const leo = await applicant();
    const application = await apply(leo.agent, signupRequest(academyId));
    expect((await setStatus(t, application.id, 'rejected')).body.status).toBe('rejected');
    expect(await eventTypes(t, 'academy-membership', application.id)).toEqual(['MembershipApplied', 'MembershipRejected']);
    const mail = await t.smtp.waitFor((m) => m.to.includes(leo.user.email));
    expect(mail.subject).toBe('Your application to Lakeside Academy');
    await leo.agent.post('/api/academies/join').send(signupRequest(academyId)).expect(201);
  });

  it.each([
    ['active', 'rejected'],
    ['rejected', 'active'],
    ['active', 'active'],
  ] as const)(
    'answers 409 to deciding a membership already %s (now %s), changes nothing and e-mails nothing more',
    async (first, second) => {
      const zoe = await applicant();
      const application = await apply(zoe.agent, signupRequest(academyId));
      await setStatus(t, application.id, first);
      await t.smtp.waitFor((m) => m.to.includes(zoe.user.email));
      const again = await setStatus(t, application.id, second);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(`This membership is already ${first}`);
      expect((await zoe.agent.get('/api/academies/my-memberships').expect(200)).body[0]).toMatchObject({ status: first });
      const mails: Array<{ count: number }> = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM email_outbox WHERE to_address = $1`,
        [zoe.user.email],
      );
      expect(mails[0].count).toBe(1);
    },
  );

  it('lets exactly one of two admins deciding at once with opposite answers through, with one e-mail', async () => {
    const second = await signedInAs(t, 'admin');
    for (let round = 0; round < 5; round++) {
      const eva = await applicant();
      const application = await apply(eva.agent, signupRequest(academyId));
      const [approve, reject] = await Promise.all([
        admin.agent.patch(`/api/admin/student-memberships/${application.id}`).send({ status: 'active' }),
        second.agent.patch(`/api/admin/student-memberships/${application.id}`).send({ status: 'rejected' }),
      ]);
      expect([approve.status, reject.status].sort()).toEqual([200, 409]);
      const winner = approve.status === 200 ? 'active' : 'rejected';
      expect(await eventTypes(t, 'academy-membership', application.id)).toEqual([
        'MembershipApplied',
        winner === 'active' ? 'MembershipApproved' : 'MembershipRejected',
      ]);
      const kinds: Array<{ kind: string }> = await t.dataSource.query(`SELECT kind FROM email_outbox WHERE to_address = $1`, [
        eva.user.email,
      ]);
      expect(kinds.map((k) => k.kind)).toEqual([`academy-membership-${winner}`]);
    }
  });

  it.each([undefined, 'approved', 'ACTIVE', 'pending', 1])('refuses status %j with 400', async (status) => {
    const noa = await applicant();
    const application = await apply(noa.agent, signupRequest(academyId));
    const response = await admin.agent.patch(`/api/admin/student-memberships/${application.id}`).send({ status }).expect(400);
    expect(response.body.fields).toEqual({ status: ["Status must be 'active' or 'rejected'"] });
  });

  it('answers 404 for an unknown membership and 400 for a malformed id', async () => {
    expect(
      (await admin.agent.patch('/api/admin/student-memberships/99999').send({ status: 'active' }).expect(404)).body.message,
    ).toBe('Membership application not found');
    await admin.agent.patch('/api/admin/student-memberships/x').send({ status: 'active' }).expect(400);
  });

  it("names an applicant whose account is gone 'Unknown' and approves without an e-mail", async () => {
    const ghost = await createUser(t, 'player');
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO academy_members (academy_id, user_id, membership_type) VALUES ($1, $2, 'student') RETURNING id`,
      [academyId, ghost.id],
    );
    await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [ghost.id]);
    const response = await setStatus(t, id, 'active');
    expect(response.status).toBe(200);
    expect(response.body.applicantName).toBe('Unknown');
  });
});
