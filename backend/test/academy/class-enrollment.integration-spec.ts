import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { activeMember, apply, eventTypes, insertAcademy, insertClass, SignedIn, signupRequest } from './academy-factories';

describe('class enrollment', () => {
  let t: TestApp;
  let academyId: number;
  let otherAcademyId: number;

  beforeAll(async () => {
    t = await startTestApp();
    academyId = await insertAcademy(t, { name: 'Court Kings' });
    otherAcademyId = await insertAcademy(t, { name: 'Other Academy' });
  });
  afterAll(() => t.close());

  const enroll = (who: SignedIn, classId: number, academy = academyId) =>
    who.agent.post('/api/classes/enroll').send({ classId, academyId: academy });
  const seats = async (classId: number): Promise<number> =>
    (await t.dataSource.query(`SELECT current_students FROM academy_classes WHERE id = $1`, [classId]))[0].current_students;

  it('enrolls an active member, counts the seat and lists it in my-enrollments', async () => {
    const member = await activeMember(t, academyId);
    const classId = await insertClass(t, academyId, { className: 'Volley Drills', currentStudents: 3 });
    const response = await enroll(member, classId).expect(201);
    expect(response.body).toMatchObject({
      classId,
      academyId,
      academyName: 'Court Kings',
      className: 'Volley Drills',
      instructor: 'Coach Kim',
      sport: 'tennis',
      schedule: ['Monday 17:00'],
      startDate: '2030-01-06',
      status: 'enrolled',
      paymentStatus: 'pending',
    });
    expect(await seats(classId)).toBe(4);
    expect((await member.agent.get('/api/classes/my-enrollments').expect(200)).body).toEqual([response.body]);
    expect(await eventTypes(t, 'academy-class', classId)).toEqual(['StudentEnrolledInClass']);
  });

  it('answers an empty list to someone without enrollments', async () => {
    expect((await (await signedInAs(t, 'player')).agent.get('/api/classes/my-enrollments').expect(200)).body).toEqual([]);
  });

  it('refuses a player without a membership, with a pending one, or active only in another academy (403)', async () => {
    const classId = await insertClass(t, academyId);
    const stranger = await signedInAs(t, 'player');
    expect((await enroll(stranger, classId).expect(403)).body.message).toBe(
      'Only active members of this academy can enroll in its classes',
    );
    await apply(stranger.agent, signupRequest(academyId));
    await enroll(stranger, classId).expect(403);
    const elsewhere = await activeMember(t, otherAcademyId);
    await enroll(elsewhere, classId).expect(403);
    expect(await seats(classId)).toBe(0);
  });

  it('answers 404 for an unknown class or a class of another academy', async () => {
    const member = await activeMember(t, academyId);
    expect((await enroll(member, 99999).expect(404)).body.message).toBe('Class not found in this academy');
    const foreignClass = await insertClass(t, otherAcademyId);
    await enroll(member, foreignClass).expect(404);
  });

  it('refuses a second enrollment in the same class (409)', async () => {
    const member = await activeMember(t, academyId);
    const classId = await insertClass(t, academyId);
    await enroll(member, classId).expect(201);
    expect((await enroll(member, classId).expect(409)).body.message).toBe('You are already enrolled in this class');
    expect(await seats(classId)).toBe(1);
  });

  it('refuses a full class (409 "full") and an inactive one', async () => {
    const member = await activeMember(t, academyId);
    const full = await insertClass(t, academyId, { maxStudents: 2, currentStudents: 2 });
    expect((await enroll(member, full).expect(409)).body.message).toBe('Class is full: all 2 places are taken');
    const closed = await insertClass(t, academyId, { isActive: false });
    expect((await enroll(member, closed).expect(409)).body.message).toBe('This class is not open for enrollment');
  });

  it.each([
    [{}, ['academyId', 'classId']],
    [{ classId: 'one', academyId: 1 }, ['classId']],
    [{ classId: 1, academyId: -1 }, ['academyId']],
  ])('refuses the body %j with 400 naming the fields', async (body, fields) => {
    const member = await signedInAs(t, 'player');
    const response = await member.agent.post('/api/classes/enroll').send(body).expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(fields);
  });

  it('keeps currentStudents right when more members than seats enroll at once', async () => {
    const classId = await insertClass(t, academyId, { maxStudents: 3 });
    const members: SignedIn[] = [];
    for (let i = 0; i < 6; i++) members.push(await activeMember(t, academyId));
    const statuses = (await Promise.all(members.map((member) => enroll(member, classId)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    expect(await seats(classId)).toBe(3);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM class_enrollments WHERE class_id = $1`, [
      classId,
    ]);
    expect(count).toBe(3);
  });

  it('keeps one seat when the same member enrolls twice at once', async () => {
    const member = await activeMember(t, academyId);
    const classId = await insertClass(t, academyId);
    const statuses = (await Promise.all([enroll(member, classId), enroll(member, classId)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await seats(classId)).toBe(1);
  });
});
