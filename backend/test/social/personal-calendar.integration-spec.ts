import request from 'supertest';
import ICAL from 'ical.js';
import { signedInAs } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';
import { approvedBootcamp } from '../bootcamps/bootcamp-factories';
import { activeStudent, day, lesson, type SignedIn } from '../training/training-factories';

const events = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
};

describe('a person’s private calendar', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp({ env: { CLUB_TIME_ZONE: 'Europe/Paris' } });
    admin = await signedInAs(t, 'admin');
  });
  afterAll(() => t.close());

  it('holds their lessons and each day of their bootcamps, on the club’s clock, and nothing cancelled', async () => {
    const student = await activeStudent(t, admin);
    await admin.agent
      .post(`/api/admin/students/${student.user.id}/schedules`)
      .send(lesson({ date: day(3), time: '17:30' }))
      .expect(201);
    await admin.agent
      .post(`/api/admin/students/${student.user.id}/schedules`)
      .send(lesson({ title: 'Called off', date: day(4), status: 'cancelled' }))
      .expect(201);
    const organizer = await signedInAs(t, 'organizer');
    const camp = await approvedBootcamp(t, organizer, {
      title: 'Volley Camp',
      startDate: day(20),
      endDate: day(21),
      startTime: '09:00',
      endTime: '12:00',
      duration: 2,
    });
    await student.agent.post(`/api/bootcamps/${camp.id}/register`).expect(201);

    const { url } = (await student.agent.post('/api/me/calendar').expect(200)).body as { url: string };
    const feed = await request(t.http).get(new URL(url).pathname).expect(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const found = events(feed.text);
    expect(found.map((e) => e.summary)).toEqual(['Lesson: Forehand drills', 'Bootcamp: Volley Camp', 'Bootcamp: Volley Camp']);
    const wall = (e: (typeof found)[number]) => [e.startDate.zone?.tzid, e.startDate.toString().slice(0, 16)];
    expect(found.map(wall)).toEqual([
      ['Europe/Paris', `${day(3)}T17:30`],
      ['Europe/Paris', `${day(20)}T09:00`],
      ['Europe/Paris', `${day(21)}T09:00`],
    ]);
    expect(found.map((e) => e.uid)).toEqual([
      expect.stringMatching(/^lesson-\d+@rallypoint$/),
      `bootcamp-${camp.id}-${day(20)}@rallypoint`,
      `bootcamp-${camp.id}-${day(21)}@rallypoint`,
    ]);
  });

  it('answers 404 for an address that was never given, and for a deactivated account', async () => {
    await request(t.http)
      .get(`/api/calendar/${'x'.repeat(32)}.ics`)
      .expect(404);
    const player = await signedInAs(t, 'player');
    const { url } = (await player.agent.post('/api/me/calendar').expect(200)).body as { url: string };
    await request(t.http).get(new URL(url).pathname).expect(200);
    await admin.agent.patch(`/api/admin/users/${player.user.id}/activation`).send({ isActive: false }).expect(200);
    await request(t.http).get(new URL(url).pathname).expect(404);
  });
});
