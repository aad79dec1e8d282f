import { expectAccess } from '../support/authorization';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { activeStudent, announcement, day, lesson, metrics, progress, SignedIn } from './training-factories';

describe('admin student management', () => {
  let t: TestApp;
  let admin: SignedIn;
  let student: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAs(t, 'admin');
    student = await activeStudent(t, admin);
  });
  afterAll(() => t.close());

  const post = (who: SignedIn, userId: number, what: string, body: object) =>
    who.agent.post(`/api/admin/students/${userId}/${what}`).send(body);
  const eventTypes = async (aggregateType: string) =>
    (await t.dataSource.query(`SELECT type FROM event_log WHERE aggregate_type = $1 ORDER BY id`, [aggregateType])).map(
      (row: { type: string }) => row.type,
    );

  it.each([
    ['get', '/api/admin/active-students', undefined],
    ['post', '/api/admin/students/1/schedules', lesson()],
    ['post', '/api/admin/students/1/progress', progress()],
    ['post', '/api/admin/students/0/announcements', announcement()],
    ['post', '/api/admin/students/1/metrics', metrics()],
  ] as const)('%s %s is for admins only', async (method, path, body) => {
    await expectAccess(t, { method, path, body }, { anonymous: 401, organizer: 403, player: 403 });
  });

  it('schedules a lesson the student then sees among the upcoming ones, recorded as an event', async () => {
    const created = await post(admin, student.user.id, 'schedules', lesson({ title: 'Serve clinic' })).expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      message: 'Lesson scheduled',
    });
    const upcoming = (await student.agent.get('/api/student/lessons/upcoming').expect(200)).body;
    expect(upcoming).toContainEqual({
      id: created.body.id,
      title: 'Serve clinic',
      instructor: 'Coach Rivera',
      date: day(3),
      time: '17:30',
      type: 'Individual',
      status: 'scheduled',
      notes: 'Bring two rackets',
    });
    expect(await eventTypes('student_lesson')).toContain('LessonScheduled');
  });

  it('lists at most five upcoming lessons, soonest first, and never past or cancelled ones', async () => {
    const learner = await activeStudent(t, admin);
    await post(admin, learner.user.id, 'schedules', lesson({ title: 'Yesterday', date: day(-1) })).expect(201);
    await post(admin, learner.user.id, 'schedules', lesson({ title: 'Called off', date: day(1), status: 'cancelled' })).expect(
      201,
    );
    for (const offset of [9, 2, 7, 4, 8, 1]) {
      await post(admin, learner.user.id, 'schedules', lesson({ title: `In ${offset} days`, date: day(offset) })).expect(201);
    }
    const upcoming = (await learner.agent.get('/api/student/lessons/upcoming').expect(200)).body;
    expect(upcoming.map((l: { title: string }) => l.title)).toEqual([
      'In 1 days',
      'In 2 days',
      'In 4 days',
      'In 7 days',
      'In 8 days',
    ]);
  });

  it('answers 404 for a user who does not exist and 409 for one without an active membership', async () => {
    const outsider = await signedInAs(t, 'player');
    expect((await post(admin, 999999, 'schedules', lesson())).status).toBe(404);
    const refused = await post(admin, outsider.user.id, 'progress', progress()).expect(409);
    expect(refused.body.message).toBe('This user does not have an active academy membership');
    expect((await post(admin, outsider.user.id, 'metrics', metrics())).status).toBe(409);
    expect((await post(admin, outsider.user.id, 'announcements', announcement())).status).toBe(409);
  });

  it('refuses out-of-bounds values with a message per field and writes nothing', async () => {
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM event_log`);
    const bad = await post(
      admin,
      student.user.id,
      'progress',
      progress({
        lessonsCompleted: -1,
        skillsProgress: {
          forehand: 101,
          backhand: 50,
          serve: 50,
          volley: 50,
          overall: -5,
        },
      }),
    ).expect(400);
    expect(bad.body.fields).toEqual({
      lessonsCompleted: ['Lessons completed must be a whole number of at least 0'],
      'skillsProgress.forehand': ['Must be a whole number from 0 to 100'],
      'skillsProgress.overall': ['Must be a whole number from 0 to 100'],
    });
    const badMetrics = await post(admin, student.user.id, 'metrics', metrics({ attendance: 120, effort: 'lots' })).expect(400);
    expect(Object.keys(badMetrics.body.fields)).toEqual(['attendance', 'effort']);
    const badLesson = await post(admin, student.user.id, 'schedules', {
      title: '',
      type: 'Yoga',
      date: '2026-02-30',
      time: '25:00',
    }).expect(400);
    expect(badLesson.body.fields).toMatchObject({
      title: ['Title is required'],
      instructor: ['Instructor is required'],
      date: ['Please select a date'],
      time: ['Please select a time'],
      type: ['Please select a lesson type'],
    });
    const badAnnouncement = await post(
      admin,
      student.user.id,
      'announcements',
      announcement({ type: 'general', content: '' }),
    ).expect(400);
    expect(badAnnouncement.body.fields).toEqual({
      content: ['Message is required'],
      type: ['Please select an announcement type'],
    });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM event_log`)).toEqual(before);
  });

  it('records progress the student reads back, a later assessment replacing the earlier one', async () => {
    const learner = await activeStudent(t, admin);
    await post(admin, learner.user.id, 'progress', progress({ level: 'Beginner', lessonsCompleted: 3 })).expect(201);
    await post(admin, learner.user.id, 'progress', progress()).expect(201);
    const view = (await learner.agent.get('/api/student/progress').expect(200)).body;
    expect(view).toEqual({
      currentLevel: 'Intermediate',
      lessonsCompleted: 12,
      skillProgress: 62,
      skills: { forehand: 80, backhand: 65, serve: 50, volley: 40 },
      instructorNotes: 'Footwork improving',
      lastAssessment: expect.any(String),
    });
    expect(
      await t.dataSource.query(`SELECT count(*)::int AS n FROM student_progress WHERE student_id = $1`, [learner.user.id]),
    ).toEqual([{ n: 5 }]);
  });

  it('shows the latest performance assessment, improvement being the technical skills measure', async () => {
    const learner = await activeStudent(t, admin);
    const empty = (await learner.agent.get('/api/student/metrics').expect(200)).body;
    expect(empty).toEqual({ assessment: null, date: null, notes: '', matchRecord: { played: 0, won: 0, lost: 0, lastFive: [] } });
    await post(admin, learner.user.id, 'metrics', metrics({ date: day(-10), attendance: 50 })).expect(201);
    await post(admin, learner.user.id, 'metrics', metrics()).expect(201);
    const view = (await learner.agent.get('/api/student/metrics').expect(200)).body;
    expect(view).toEqual({
      assessment: {
        attendance: 90,
        improvement: 70,
        consistency: 60,
        effort: 99,
      },
      date: day(-1),
      notes: 'Great week',
      matchRecord: { played: 0, won: 0, lost: 0, lastFive: [] },
    });
  });

  it('lists active students only, searchable and paged', async () => {
    const outsider = await signedInAs(t, 'player');
    const page = (await admin.agent.get('/api/admin/active-students?pageSize=200').expect(200)).body;
    const ids = page.items.map((s: { id: number }) => s.id);
    expect(ids).toContain(student.user.id);
    expect(ids).not.toContain(outsider.user.id);
    expect(page).toMatchObject({ total: ids.length, page: 1, pageSize: 200 });
    const found = (await admin.agent.get(`/api/admin/active-students?search=${student.user.username.toUpperCase()}`).expect(200))
      .body;
    expect(found.items).toEqual([
      expect.objectContaining({
        id: student.user.id,
        username: student.user.username,
        email: student.user.email,
      }),
    ]);
    const second = (await admin.agent.get('/api/admin/active-students?pageSize=1&page=2').expect(200)).body;
    expect(second.items).toHaveLength(1);
    expect(second.items[0].id).not.toBe(page.items[0].id);
  });
});
