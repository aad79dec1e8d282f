import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { activeStudent, announcement, lesson, metrics, progress, SignedIn } from './training-factories';

/** Every training table with its student column, as the handler's deletes must cover them. */
const TABLES = [
  'student_schedules',
  'student_progress',
  'student_metrics',
  'student_announcements',
  'student_announcement_reads',
];

describe('deleting a user, as far as training is concerned', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAs(t, 'admin');
  });
  afterAll(() => t.close());

  const post = (userId: number, what: string, body: object) =>
    admin.agent.post(`/api/admin/students/${userId}/${what}`).send(body).expect(201);
  const markRead = (who: SignedIn, announcementId: number) =>
    who.agent.patch(`/api/student/announcements/${announcementId}/read`).expect(204);
  /** How many rows each training table holds for the student. */
  const rowsOf = async (studentId: number): Promise<Record<string, number>> => {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE student_id = $1`, [studentId]);
      counts[table] = n;
    }
    return counts;
  };
  /** A lesson, progress, a metrics assessment and an announcement of their own, read along with the broadcast. */
  const withTraining = async (student: SignedIn, broadcastId: number): Promise<number> => {
    const id = student.user.id;
    await post(id, 'schedules', lesson());
    await post(id, 'progress', progress());
    await post(id, 'metrics', metrics());
    const { body: own } = await post(id, 'announcements', announcement({ title: `For ${student.user.username}` }));
    await markRead(student, own.id);
    await markRead(student, broadcastId);
    return own.id;
  };

  it("removes the student's lessons, progress, metrics, own announcements and read marks, and nobody else's", async () => {
    const student = await activeStudent(t, admin);
    const classmate = await activeStudent(t, admin);
    const { body: broadcast } = await post(0, 'announcements', announcement({ title: 'Holiday hours' }));
    const ownId = await withTraining(student, broadcast.id);
    const classmatesId = await withTraining(classmate, broadcast.id);
    const everyKind = {
      student_schedules: 1,
      student_progress: 5,
      student_metrics: 4,
      student_announcements: 1,
      student_announcement_reads: 2,
    };
    expect(await rowsOf(student.user.id)).toEqual(everyKind);
    const classmateBefore = await rowsOf(classmate.user.id);
    expect(classmateBefore).toEqual(everyKind);

    await admin.agent.delete(`/api/admin/users/${student.user.id}`).expect(200);

    expect(await rowsOf(student.user.id)).toEqual(Object.fromEntries(TABLES.map((table) => [table, 0])));
    expect(await t.dataSource.query(`SELECT 1 FROM student_announcements WHERE id = $1`, [ownId])).toEqual([]);
    expect(await rowsOf(classmate.user.id)).toEqual(classmateBefore);
    const [kept] = await t.dataSource.query(`SELECT student_id AS "studentId" FROM student_announcements WHERE id = $1`, [
      broadcast.id,
    ]);
    expect(kept).toEqual({ studentId: null });

    const seen = (await classmate.agent.get('/api/student/announcements').expect(200)).body.items;
    expect(seen.map((a: { id: number; isRead: boolean }) => [a.id, a.isRead])).toEqual(
      expect.arrayContaining([
        [broadcast.id, true],
        [classmatesId, true],
      ]),
    );
    expect((await classmate.agent.get('/api/student/lessons/upcoming').expect(200)).body).toHaveLength(1);
  });
});
