import { createHash } from 'node:crypto';
import request from 'supertest';
import ICAL from 'ical.js';
import type { ScheduleDraft } from '@rallypoint/shared';
import { oneDaySettings, scheduledTournament } from '../order-of-play/schedule-factories';
import { signedInAs } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';
import { approvedBootcamp } from '../bootcamps/bootcamp-factories';
import { activeStudent, day, lesson, type SignedIn } from '../training/training-factories';

const parsed = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar;
};
const events = (text: string) =>
  parsed(text)
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v));
const tokenOf = (url: string) => /\/api\/calendar\/([^/]+)\.ics$/.exec(url)?.[1] ?? '';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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
    await request(t.http)
      .get(`/api/calendar/${'x'.repeat(43)}.ics`)
      .expect(404);
    const player = await signedInAs(t, 'player');
    const { url } = (await player.agent.post('/api/me/calendar').expect(200)).body as { url: string };
    await request(t.http).get(new URL(url).pathname).expect(200);
    await admin.agent.patch(`/api/admin/users/${player.user.id}/activation`).send({ isActive: false }).expect(200);
    await request(t.http).get(new URL(url).pathname).expect(404);
  });

  it('keeps only a hash of the token, and shows the address only when it is made', async () => {
    const player = await signedInAs(t, 'player');
    expect((await player.agent.get('/api/me/calendar').expect(200)).body).toEqual({ active: false, createdAt: null });
    const { url } = (await player.agent.post('/api/me/calendar').expect(200)).body as { url: string };
    const token = tokenOf(url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows: Array<Record<string, unknown>> = await t.dataSource.query(`SELECT * FROM calendar_feeds WHERE user_id = $1`, [
      player.user.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(sha256(token));
    expect(Object.values(rows[0])).not.toContain(token);
    expect((await player.agent.get('/api/me/calendar').expect(200)).body).toEqual({
      active: true,
      createdAt: expect.any(String),
    });
    await request(t.http).get(new URL(url).pathname).expect(200);
    // The stored hash is not an address: used as a token it opens nothing.
    await request(t.http)
      .get(`/api/calendar/${sha256(token).slice(0, 43)}.ics`)
      .expect(404);
  });

  it('turns the address off for good when the account is deactivated: reactivation needs a new one', async () => {
    const player = await signedInAs(t, 'player');
    const { url } = (await player.agent.post('/api/me/calendar').expect(200)).body as { url: string };
    await request(t.http).get(new URL(url).pathname).expect(200);
    await admin.agent.patch(`/api/admin/users/${player.user.id}/activation`).send({ isActive: false }).expect(200);
    const feeds = await t.dataSource.query(`SELECT 1 FROM calendar_feeds WHERE user_id = $1`, [player.user.id]);
    expect(feeds).toEqual([]);
    const logged = await t.dataSource.query(
      `SELECT type FROM event_log WHERE aggregate_type = 'user' AND aggregate_id = $1 AND type = 'CalendarFeedRevoked'`,
      [String(player.user.id)],
    );
    expect(logged).toHaveLength(1);
    await admin.agent.patch(`/api/admin/users/${player.user.id}/activation`).send({ isActive: true }).expect(200);
    await request(t.http).get(new URL(url).pathname).expect(404);

    const again = request.agent(t.http);
    await again.post('/api/auth/login').send({ username: player.user.username, password: player.user.password }).expect(200);
    expect((await again.get('/api/me/calendar').expect(200)).body).toEqual({ active: false, createdAt: null });
    const renewed = (await again.post('/api/me/calendar').expect(200)).body.url as string;
    await request(t.http).get(new URL(renewed).pathname).expect(200);
    await request(t.http).get(new URL(url).pathname).expect(404);
  });

  it('answers ETag and Last-Modified, 304 with no body while nothing changed, and 200 after a change', async () => {
    const student = await activeStudent(t, admin);
    const addLesson = (date: string) =>
      admin.agent
        .post(`/api/admin/students/${student.user.id}/schedules`)
        .send(lesson({ date, time: '10:00' }))
        .expect(201);
    for (const date of [day(5), day(6), day(7)]) await addLesson(date);
    const { url } = (await student.agent.post('/api/me/calendar').expect(200)).body as { url: string };
    const path = new URL(url).pathname;

    const first = await request(t.http).get(path).expect(200);
    // Above the 1 kB from which answers are compressed (configure-app.ts), so the gzip case below is real.
    expect(first.text.length).toBeGreaterThan(1024);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{43}"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    // The same content is the same document, so the tag is stable from poll to poll.
    expect((await request(t.http).get(path).expect(200)).headers.etag).toBe(etag);

    const byTag = await request(t.http).get(path).set('If-None-Match', etag).expect(304);
    expect(byTag.text).toBe('');
    expect(byTag.headers['content-length'] ?? '0').toBe('0');
    expect(byTag.headers.etag).toBe(etag);
    const byDate = await request(t.http).get(path).set('If-Modified-Since', lastModified).expect(304);
    expect(byDate.text).toBe('');
    // Compressed, the body differs but the (weak) tag names the same content, and still answers 304.
    const gzipped = await request(t.http).get(path).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.headers.etag).toBe(etag);
    expect(gzipped.text).toBe(first.text);
    await request(t.http).get(path).set('Accept-Encoding', 'gzip').set('If-None-Match', etag).expect(304);

    await addLesson(day(8));
    const changed = await request(t.http).get(path).set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(events(changed.text)).toHaveLength(4);
    const sinceChange = await request(t.http).get(path).set('If-Modified-Since', lastModified).expect(200);
    expect(new Date(sinceChange.headers['last-modified'] as string).getTime()).toBeGreaterThan(new Date(lastModified).getTime());
    expect(sinceChange.headers.etag).toBe(changed.headers.etag);
    await request(t.http)
      .get(path)
      .set('If-None-Match', changed.headers.etag as string)
      .expect(304);
  });

  it('writes a match in its tournament’s zone, with that zone’s VTIMEZONE, at its court and venue', async () => {
    const { tournament, organizer, ada } = await scheduledTournament(t, {
      venue: 'Riverside Club, Springfield',
      timeZone: 'America/New_York',
    });
    const base = `/api/tournaments/${tournament.id}`;
    await organizer.agent.put(`${base}/schedule-settings`).send(oneDaySettings()).expect(200);
    const draft = (await organizer.agent.post(`${base}/schedule`).expect(200)).body as ScheduleDraft;
    expect(draft.placed.length).toBeGreaterThan(0);
    await organizer.agent.post(`${base}/schedule/publish`).expect(200);

    const { url } = (await ada.agent.post('/api/me/calendar').expect(200)).body as { url: string };
    const feed = await request(t.http).get(new URL(url).pathname).expect(200);
    const calendar = parsed(feed.text);
    const [match] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(match.uid).toBe(`match-${tournament.id}-1-league-1-1@rallypoint`);
    expect(match.startDate.zone?.tzid).toBe('America/New_York');
    expect(match.startDate.toString().slice(0, 16)).toBe(`${day(30)}T09:00`);
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toContain('America/New_York');
    expect(match.location).toBe('Centre, Riverside Club, Springfield');
    // RFC 5545 section 3.3.11: the commas of a TEXT value are escaped.
    expect(feed.text).toContain('LOCATION:Centre\\, Riverside Club\\, Springfield');
  });
});
