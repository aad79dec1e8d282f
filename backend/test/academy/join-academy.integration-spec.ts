import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { apply, enrollmentRequest, eventTypes, insertAcademy, setStatus, SignedIn, signupRequest } from './academy-factories';

/** The application's fields every read gives back as the applicant sent them. */
const applicationFields = ({
  age,
  currentGrade,
  schoolName,
  experience,
  goals,
  preferredTime,
}: ReturnType<typeof signupRequest>) => ({
  age,
  currentGrade,
  schoolName,
  experience,
  goals,
  preferredTime,
});

describe('applying to an academy', () => {
  let t: TestApp;
  let academyId: number;

  beforeAll(async () => {
    t = await startTestApp();
    academyId = await insertAcademy(t, { name: 'Northside Tennis' });
  });
  afterAll(() => t.close());

  const player = () => signedInAs(t, 'player');
  const join = (who: SignedIn, body: object) => who.agent.post('/api/academies/join').send(body);

  it("accepts the enrollment page's body for academy 1 as a pending application", async () => {
    const maya = await player();
    const response = await join(maya, enrollmentRequest()).expect(201);
    expect(response.body).toMatchObject({
      academyId: 1,
      userId: maya.user.id,
      membershipType: 'individual',
      experience: 'intermediate',
      goals: 'Play league matches',
      status: 'pending',
      age: null,
    });
    const [row] = await t.dataSource.query(`SELECT preferred_schedule, additional_notes FROM academy_members WHERE id = $1`, [
      response.body.id,
    ]);
    expect(row).toEqual({ preferred_schedule: 'evening', additional_notes: 'Left-handed' });
    expect(await eventTypes(t, 'academy-membership', response.body.id)).toEqual(['MembershipApplied']);
  });

  it('needs only membership type and experience on the enrollment page', async () => {
    const response = await join(await player(), { academyId: 1, membershipType: 'family', experience: 'beginner' }).expect(201);
    expect(response.body).toMatchObject({ membershipType: 'family', goals: null });
  });

  it("accepts the detail page's signup as a student application, with the application's fields", async () => {
    const response = await join(await player(), signupRequest(academyId)).expect(201);
    expect(response.body).toMatchObject({
      academyId,
      membershipType: 'student',
      status: 'pending',
      ...applicationFields(signupRequest(academyId)),
    });
    expect(typeof response.body.createdAt).toBe('string');
  });

  it('accepts the signup with membershipType student sent explicitly', async () => {
    await join(await player(), signupRequest(academyId, { membershipType: 'student' })).expect(201);
  });

  it('names both missing enrollment fields with 400', async () => {
    const response = await join(await player(), { academyId: 1 }).expect(400);
    expect(response.body.fields).toEqual({
      membershipType: ['Please select a membership type'],
      experience: ['Please select your experience level'],
    });
  });

  it('refuses an unknown membership type or experience level on the enrollment page', async () => {
    const response = await join(await player(), enrollmentRequest({ membershipType: 'vip', experience: 'expert' })).expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['experience', 'membershipType']);
  });

  it('gives every signup message', async () => {
    const response = await join(await player(), {
      academyId,
      membershipType: 'student',
      reason: 'too short',
      experience: 'abcd',
      goals: 'short',
      age: 0,
      currentGrade: '',
      schoolName: 'X',
    }).expect(400);
    expect(response.body.fields).toEqual({
      reason: ['Please provide a reason (minimum 10 characters)'],
      experience: ['Please describe your experience'],
      goals: ['Please describe your goals'],
      age: ['Please enter a valid age'],
      currentGrade: ['Please specify your current grade'],
      schoolName: ['School name must be at least 2 characters'],
      preferredTime: ['Please select your preferred training time'],
    });
  });

  it.each([
    [151, 'Please enter a realistic age'],
    [-3, 'Please enter a valid age'],
    ['abc', 'Please enter a valid age'],
    [12.5, 'Please enter a valid age'],
  ])('refuses age %j with its message', async (age, message) => {
    const response = await join(await player(), signupRequest(academyId, { age })).expect(400);
    expect(response.body.fields).toEqual({ age: [message] });
  });

  it('accepts the age bounds 1 and 150', async () => {
    await join(await player(), signupRequest(academyId, { age: 1 })).expect(201);
    await join(await player(), signupRequest(academyId, { age: 150 })).expect(201);
  });

  it('bounds free text', async () => {
    const response = await join(await player(), signupRequest(academyId, { reason: 'x'.repeat(2001) })).expect(400);
    expect(response.body.fields).toEqual({ reason: ['Must be at most 2000 characters'] });
  });

  it('answers 400 for a missing academy id and 404 for an unknown or inactive academy', async () => {
    expect((await join(await player(), signupRequest(0)).expect(400)).body.fields.academyId).toEqual([
      'Please choose an academy',
    ]);
    expect((await join(await player(), signupRequest(99999)).expect(404)).body.message).toBe('Academy not found');
    const closed = await insertAcademy(t, { isActive: false });
    await join(await player(), signupRequest(closed)).expect(404);
  });

  it('refuses reapplying while pending (409), and while active', async () => {
    const ana = await player();
    const application = await apply(ana.agent, signupRequest(academyId));
    expect((await join(ana, signupRequest(academyId)).expect(409)).body.message).toBe(
      'You already have a pending application to this academy',
    );
    expect((await join(ana, enrollmentRequest({ academyId })).expect(409)).body.message).toBe(
      'You already have a pending application to this academy',
    );
    await setStatus(t, application.id, 'active').then((r) => expect(r.status).toBe(200));
    expect((await join(ana, signupRequest(academyId)).expect(409)).body.message).toBe(
      'You are already an active member of this academy',
    );
  });

  it('lets the same player apply to another academy meanwhile', async () => {
    const leo = await player();
    await apply(leo.agent, signupRequest(academyId));
    await join(leo, enrollmentRequest()).expect(201);
  });

  it('lets a rejected applicant apply again, keeping the rejected application', async () => {
    const kai = await player();
    const first = await apply(kai.agent, signupRequest(academyId));
    expect((await setStatus(t, first.id, 'rejected')).status).toBe(200);
    const second = await join(kai, signupRequest(academyId)).expect(201);
    expect(second.body.id).not.toBe(first.id);
    const statuses = (await kai.agent.get('/api/academies/my-memberships').expect(200)).body.map(
      (m: { status: string }) => m.status,
    );
    expect(statuses).toEqual(['pending', 'rejected']);
  });

  it('lets exactly one of two simultaneous applications through', async () => {
    const zoe = await player();
    const statuses = (
      await Promise.all([
        join(zoe, signupRequest(academyId)),
        join(zoe, signupRequest(academyId)),
        join(zoe, enrollmentRequest({ academyId })),
      ])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409, 409]);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM academy_members WHERE user_id = $1`, [
      zoe.user.id,
    ]);
    expect(count).toBe(1);
  });

  describe('my memberships', () => {
    it('lists every application of the caller, newest first, with the academy name', async () => {
      const ivy = await player();
      await apply(ivy.agent, enrollmentRequest());
      await apply(ivy.agent, signupRequest(academyId));
      const response = await ivy.agent.get('/api/academies/my-memberships').expect(200);
      expect(response.body).toEqual([
        expect.objectContaining({
          academyId,
          academyName: 'Northside Tennis',
          membershipType: 'student',
          status: 'pending',
          joinedAt: null,
          userId: ivy.user.id,
          ...applicationFields(signupRequest(academyId)),
        }),
        expect.objectContaining({
          academyId: 1,
          academyName: 'RallyPoint Academy',
          membershipType: 'individual',
          status: 'pending',
        }),
      ]);
      expect((await (await player()).agent.get('/api/academies/my-memberships').expect(200)).body).toEqual([]);
    });

    it('answers null for my-membership before applying to academy 1, even with other applications', async () => {
      const sam = await player();
      await apply(sam.agent, signupRequest(academyId));
      const response = await sam.agent.get('/api/academies/my-membership').expect(200);
      expect(response.text).toBe('null');
    });

    it('answers the academy 1 membership as it moves from pending to active', async () => {
      const eva = await player();
      const application = await apply(eva.agent, enrollmentRequest());
      expect((await eva.agent.get('/api/academies/my-membership').expect(200)).body).toMatchObject({
        id: application.id,
        academyId: 1,
        status: 'pending',
      });
      await setStatus(t, application.id, 'active');
      const active = (await eva.agent.get('/api/academies/my-membership').expect(200)).body;
      expect(active).toMatchObject({ id: application.id, status: 'active' });
      expect(typeof active.joinedAt).toBe('string');
    });

    it('prefers a new application over an older rejected one', async () => {
      const noa = await player();
      const first = await apply(noa.agent, enrollmentRequest());
      await setStatus(t, first.id, 'rejected');
      expect((await noa.agent.get('/api/academies/my-membership').expect(200)).body).toMatchObject({
        id: first.id,
        status: 'rejected',
      });
      const second = await apply(noa.agent, enrollmentRequest());
      expect((await noa.agent.get('/api/academies/my-membership').expect(200)).body).toMatchObject({
        id: second.id,
        status: 'pending',
      });
    });
  });
});
