import { startTestApp, TestApp } from '../support/test-app';
import { activeMember, adminOf, insertAcademy, insertClass } from './academy-factories';

describe('deleting a user, as far as the academy is concerned', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const seats = async (classId: number) =>
    (await t.dataSource.query(`SELECT current_students AS n FROM academy_classes WHERE id = $1`, [classId]))[0].n;

  it('removes their memberships and class places, giving the seat back', async () => {
    const academyId = await insertAcademy(t);
    const classId = await insertClass(t, academyId, { maxStudents: 1 });
    const member = await activeMember(t, academyId);
    await member.agent.post('/api/classes/enroll').send({ classId, academyId }).expect(201);
    expect(await seats(classId)).toBe(1);

    const { agent: admin } = await adminOf(t);
    await admin.delete(`/api/admin/users/${member.user.id}`).expect(200);

    expect(await seats(classId)).toBe(0);
    expect(await t.dataSource.query(`SELECT 1 FROM class_enrollments WHERE user_id = $1`, [member.user.id])).toEqual([]);
    expect(await t.dataSource.query(`SELECT 1 FROM academy_members WHERE user_id = $1`, [member.user.id])).toEqual([]);
    const next = await activeMember(t, academyId);
    await next.agent.post('/api/classes/enroll').send({ classId, academyId }).expect(201);
  });
});
