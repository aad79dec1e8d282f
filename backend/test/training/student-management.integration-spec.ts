import { expectAccess } from '../support/authorization';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import {
  activeStudent,
  admit,
  announcement,
  day,
  insertAcademy,
  lesson,
  member,
  metrics,
  progress,
  SignedIn,
} from './training-factories';

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
    ['get', '/api/admin/students/1/record', undefined],
  ] as const)('%s %s is for admins only', async (method, path, body) => {
    await expectAccess(t, { method, path, body }, { anonymous: 401, organizer: 403, player: 403 });
  });

  it("shows the admin what is on record for a student: the dashboard's progress, metrics and upcoming lessons", async () => {
    const fresh = await activeStudent(t, admin);
    const before = (await admin.agent.get(`/api/admin/students/${fresh.user.id}/record`).expect(200)).body;
    expect(before).toMatchObject({
      progress: { currentLevel: null, skills: null },
      metrics: { assessment: null },
      upcomingLessons: [],
    });

    await post(admin, fresh.user.id, 'schedules', lesson({ title: 'Footwork' })).expect(201);
    await post(admin, fresh.user.id, 'metrics', metrics()).expect(201);
    const after = (await admin.agent.get(`/api/admin/students/${fresh.user.id}/record`).expect(200)).body;
    expect(after.upcomingLessons.map((l: { title: string }) => l.title)).toEqual(['Footwork']);
    expect(after.metrics.assessment).toEqual((await fresh.agent.get('/api/student/metrics').expect(200)).body.assessment);
    expect(after.metrics.assessment).not.toBeNull();

    const player = await signedInAs(t, 'player');
    await admin.agent.get(`/api/admin/students/${player.user.id}/record`).expect(409);
    await admin.agent.get('/api/admin/students/999999999/record').expect(404);
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

  it('pages the active students of every academy by name, each once, searched by name, username or e-mail', async () => {
    const marker = `Qz${Date.now().toString(36)}`;
    const academyId = await insertAcademy(t);
    const named = async (who: SignedIn, firstName: string, lastName: string) => {
      await t.dataSource.query(`UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1`, [
        who.user.id,
        firstName,
        lastName,
      ]);
      return who;
    };
    const bea = await named(await activeStudent(t, admin, academyId), 'bea', marker);
    const anaSon = await named(await activeStudent(t, admin), 'Ana', `${marker}son`);
    const ana = await named(await activeStudent(t, admin), 'Ana', marker);
    await admit(admin, ana, 'active', academyId);
    await named(await member(t, admin, 'pending', academyId), 'Ana', marker);
    await named(await member(t, admin, 'rejected'), 'Ana', marker);
    await named(await signedInAs(t, 'player'), 'Ana', marker);

    const list = async (query: string) => (await admin.agent.get(`/api/admin/active-students?${query}`).expect(200)).body;
    const ids = (page: { items: Array<{ id: number }> }) => page.items.map((s) => s.id);

    const first = await list(`search=${marker.toLowerCase()}&pageSize=2`);
    expect(first).toEqual({
      items: [
        { id: ana.user.id, firstName: 'Ana', lastName: marker, username: ana.user.username, email: ana.user.email },
        {
          id: anaSon.user.id,
          firstName: 'Ana',
          lastName: `${marker}son`,
          username: anaSon.user.username,
          email: anaSon.user.email,
        },
      ],
      total: 3,
      page: 1,
      pageSize: 2,
    });
    expect(ids(await list(`search=${marker}&pageSize=2&page=2`))).toEqual([bea.user.id]);
    expect(await list(`search=${marker}&pageSize=2&page=3`)).toEqual({ items: [], total: 3, page: 3, pageSize: 2 });

    expect(ids(await list(`search=${encodeURIComponent(`ana ${marker}`)}`))).toEqual([ana.user.id, anaSon.user.id]);
    expect(ids(await list(`search=${bea.user.email.toUpperCase()}`))).toEqual([bea.user.id]);
    expect(ids(await list(`search=${anaSon.user.username}`))).toEqual([anaSon.user.id]);
    expect(await list(`search=${encodeURIComponent('%')}`)).toMatchObject({ items: [], total: 0 });

    // Every page of the whole list, put together, is each active student once, in a stable order.
    const all = await list('pageSize=200');
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page++) paged.push(...ids(await list(`pageSize=3&page=${page}`)));
    expect(paged).toEqual(ids(all));
    expect(new Set(paged).size).toBe(all.total);
    expect(paged).toEqual(expect.arrayContaining([student.user.id, ana.user.id, anaSon.user.id, bea.user.id]));
  });

  it("checks the target in the write's own transaction: a decision in flight is waited for, and then refuses", async () => {
    const learner = await activeStudent(t, admin);
    const decision = t.dataSource.createQueryRunner();
    await decision.connect();
    try {
      await decision.startTransaction();
      await decision.query(`UPDATE academy_members SET status = 'rejected' WHERE user_id = $1 AND status = 'active'`, [
        learner.user.id,
      ]);
      const write = post(admin, learner.user.id, 'schedules', lesson()).then((response) => response);
      const waited = await lockWaitSeen();
      await decision.commitTransaction();
      expect(waited).toBe(true);
      expect((await write).status).toBe(409);
    } finally {
      if (decision.isTransactionActive) await decision.rollbackTransaction();
      await decision.release();
    }
    expect(
      await t.dataSource.query(`SELECT count(*)::int AS n FROM student_schedules WHERE student_id = $1`, [learner.user.id]),
    ).toEqual([{ n: 0 }]);
  });

  /** Whether, within a few seconds, some statement of this test's database waits on a row lock. */
  async function lockWaitSeen(): Promise<boolean> {
    for (let attempt = 0; attempt < 60; attempt++) {
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (n > 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }
});
