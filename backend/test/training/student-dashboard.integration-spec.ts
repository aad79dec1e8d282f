import request from 'supertest';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { activeStudent, announcement, insertAcademy, lesson, member, SignedIn } from './training-factories';

const DASHBOARD_CALLS = [
  '/api/student/progress',
  '/api/student/lessons/upcoming',
  '/api/student/announcements',
  '/api/student/metrics',
];

describe('the student dashboard calls', () => {
  let t: TestApp;
  let admin: SignedIn;
  let student: SignedIn;
  let classmate: SignedIn;
  let outsider: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAs(t, 'admin');
    student = await activeStudent(t, admin);
    classmate = await activeStudent(t, admin);
    outsider = await signedInAs(t, 'player');
  });
  afterAll(() => t.close());

  const announce = (userId: number, body = announcement()) =>
    admin.agent.post(`/api/admin/students/${userId}/announcements`).send(body).expect(201);
  const titles = async (who: SignedIn) =>
    (await who.agent.get('/api/student/announcements').expect(200)).body.items.map((a: { title: string }) => a.title);

  it.each(DASHBOARD_CALLS)('%s needs a signed-in user with an active membership', async (path) => {
    expect((await request(t.http).get(path)).status).toBe(401);
    const refused = await outsider.agent.get(path).expect(403);
    expect(refused.body.message).toMatch(/^Membership Not Active/);
    expect((await admin.agent.get(path)).status).toBe(403);
    expect((await student.agent.get(path)).status).toBe(200);
  });

  it('makes a student of a member of any academy once approved, and of no one pending or rejected there', async () => {
    const academyId = await insertAcademy(t);
    const elsewhere = await activeStudent(t, admin, academyId);
    const rejected = await member(t, admin, 'rejected', academyId);
    const pending = await member(t, admin, 'pending', academyId);

    for (const path of DASHBOARD_CALLS) {
      expect((await elsewhere.agent.get(path)).status).toBe(200);
      expect((await rejected.agent.get(path).expect(403)).body.message).toMatch(/^Membership Not Active/);
      expect((await pending.agent.get(path).expect(403)).body.message).toMatch(/^Membership Not Active/);
    }
    // The My Academy card stays about academy 1.
    expect((await elsewhere.agent.get('/api/academies/my-membership').expect(200)).text).toBe('null');

    const listed = (await admin.agent.get('/api/admin/active-students?pageSize=200').expect(200)).body.items.map(
      (s: { id: number }) => s.id,
    );
    expect(listed).toContain(elsewhere.user.id);
    expect(listed).not.toContain(rejected.user.id);
    expect(listed).not.toContain(pending.user.id);

    const scheduled = await admin.agent
      .post(`/api/admin/students/${elsewhere.user.id}/schedules`)
      .send(lesson({ title: 'Away clinic' }));
    expect(scheduled.status).toBe(201);
    const upcoming = (await elsewhere.agent.get('/api/student/lessons/upcoming').expect(200)).body;
    expect(upcoming.map((l: { title: string }) => l.title)).toEqual(['Away clinic']);
    for (const outsider of [rejected, pending]) {
      expect((await admin.agent.post(`/api/admin/students/${outsider.user.id}/schedules`).send(lesson())).status).toBe(409);
    }
  });

  it('answers with no assessment yet before anything was recorded', async () => {
    const fresh = await activeStudent(t, admin);
    expect((await fresh.agent.get('/api/student/progress').expect(200)).body).toEqual({
      currentLevel: null,
      lessonsCompleted: 0,
      skillProgress: null,
      skills: null,
      instructorNotes: '',
      lastAssessment: null,
    });
    expect((await fresh.agent.get('/api/student/lessons/upcoming').expect(200)).body).toEqual([]);
  });

  it('delivers a broadcast to every active student and no one else, and a targeted one only to its student, by e-mail too', async () => {
    await announce(
      0,
      announcement({
        title: 'Academy open day',
        priority: 'normal',
        type: 'info',
      }),
    );
    await announce(student.user.id, announcement({ title: 'Your ranking match', type: 'achievement' }));

    expect(await titles(student)).toEqual(['Your ranking match', 'Academy open day']);
    expect(await titles(classmate)).toEqual(['Academy open day']);
    expect((await outsider.agent.get('/api/student/announcements')).status).toBe(403);

    const isAnnouncement = (subject: string) => subject.startsWith('Academy announcement');
    const mail = await t.smtp.waitFor((m) => m.to.includes(student.user.email) && isAnnouncement(m.subject));
    expect(mail.subject).toBe('Academy announcement: Your ranking match');
    expect(mail.text).toContain('Courts 3 and 4 are closed on Saturday.');
    expect(t.smtp.mailsTo(classmate.user.email).filter((m) => isAnnouncement(m.subject))).toEqual([]);
  });

  it('keeps read state per student, and refuses to mark what was not meant for them', async () => {
    const { body } = await announce(0, announcement({ title: 'Holiday hours' }));
    const { body: targeted } = await announce(classmate.user.id, announcement({ title: 'For the classmate' }));

    await student.agent.patch(`/api/student/announcements/${body.id}/read`).expect(204);
    await student.agent.patch(`/api/student/announcements/${body.id}/read`).expect(204);
    const read = (await student.agent.get('/api/student/announcements').expect(200)).body.items.find(
      (a: { id: number }) => a.id === body.id,
    );
    const unread = (await classmate.agent.get('/api/student/announcements').expect(200)).body.items.find(
      (a: { id: number }) => a.id === body.id,
    );
    expect(read).toMatchObject({
      isRead: true,
      targeted: false,
      content: 'Courts 3 and 4 are closed on Saturday.',
      priority: 'high',
      type: 'maintenance',
    });
    expect(unread.isRead).toBe(false);

    expect((await student.agent.patch(`/api/student/announcements/${targeted.id}/read`)).status).toBe(404);
    const reads = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM event_log WHERE type = 'AnnouncementMarkedRead' AND aggregate_id = $1`,
      [String(body.id)],
    );
    expect(reads).toEqual([{ n: 1 }]);
  });

  it('pages announcements newest first with a total', async () => {
    const learner = await activeStudent(t, admin);
    for (const n of [1, 2, 3]) await announce(learner.user.id, announcement({ title: `Note ${n}` }));
    const first = (await learner.agent.get('/api/student/announcements?pageSize=2').expect(200)).body;
    const total = first.total;
    expect(first.items.map((a: { title: string }) => a.title)).toEqual(['Note 3', 'Note 2']);
    const beyond = (await learner.agent.get(`/api/student/announcements?pageSize=2&page=${total + 5}`).expect(200)).body;
    expect(beyond).toEqual({ items: [], total, page: total + 5, pageSize: 2 });
  });
});
