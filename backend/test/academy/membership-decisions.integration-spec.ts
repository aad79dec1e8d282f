import { createUser, signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { adminOf, apply, enrollmentRequest, eventTypes, insertAcademy, setStatus, SignedIn, signupRequest } from './academy-factories';

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

  it('lists applications pending first, newest first, with the §3 fields and the applicant name', async () => {
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

  it('reopens a rejected application as pending without an e-mail, and can then approve it', async () => {
    const ivy = await applicant();
    const application = await apply(ivy.agent, signupRequest(academyId));
    await setStatus(t, application.id, 'rejected');
    expect((await setStatus(t, application.id, 'pending')).body.status).toBe('pending');
    expect((await setStatus(t, application.id, 'active')).body.status).toBe('active');
    expect(await eventTypes(t, 'academy-membership', application.id)).toEqual([
      'MembershipApplied',
      'MembershipRejected',
      'MembershipReopened',
      'MembershipApproved',
    ]);
    const kinds: Array<{ kind: string }> = await t.dataSource.query(`SELECT kind FROM email_outbox WHERE to_address = $1 ORDER BY id`, [ivy.user.email]);
    expect(kinds.map((k) => k.kind)).toEqual(['academy-membership-rejected', 'academy-membership-active']);
  });

  it('ends an active membership by rejecting it', async () => {
    const kai = await applicant();
    const application = await apply(kai.agent, signupRequest(academyId));
    await setStatus(t, application.id, 'active');
    expect((await setStatus(t, application.id, 'rejected')).status).toBe(200);
    expect((await kai.agent.get('/api/academies/my-memberships').expect(200)).body[0]).toMatchObject({ status: 'rejected', joinedAt: null });
  });

  it('answers 409 when the status is already the one asked for, and e-mails nothing more', async () => {
    const zoe = await applicant();
    const application = await apply(zoe.agent, signupRequest(academyId));
    await setStatus(t, application.id, 'active');
    const again = await setStatus(t, application.id, 'active');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This membership is already active');
    expect((await setStatus(t, application.id, 'pending').then(() => setStatus(t, application.id, 'pending'))).status).toBe(409);
  });

  it('answers 409 when reopening an old application would give the applicant two open ones', async () => {
    const sam = await applicant();
    const first = await apply(sam.agent, signupRequest(academyId));
    await setStatus(t, first.id, 'rejected');
    await apply(sam.agent, signupRequest(academyId));
    const response = await setStatus(t, first.id, 'active');
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This applicant already has another pending or active application to this academy');
  });

  it('lets only one of two simultaneous decisions through', async () => {
    const eva = await applicant();
    const application = await apply(eva.agent, signupRequest(academyId));
    const statuses = (await Promise.all([setStatus(t, application.id, 'active'), setStatus(t, application.id, 'active')])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it.each([undefined, 'approved', 'ACTIVE', 1])('refuses status %j with 400', async (status) => {
    const noa = await applicant();
    const application = await apply(noa.agent, signupRequest(academyId));
    const response = await admin.agent.patch(`/api/admin/student-memberships/${application.id}`).send({ status }).expect(400);
    expect(response.body.fields).toEqual({ status: ["Status must be 'active', 'rejected' or 'pending'"] });
  });

  it('answers 404 for an unknown membership and 400 for a malformed id', async () => {
    expect((await admin.agent.patch('/api/admin/student-memberships/99999').send({ status: 'active' }).expect(404)).body.message).toBe(
      'Membership application not found',
    );
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
