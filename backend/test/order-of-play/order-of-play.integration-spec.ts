import request from 'supertest';
import ICAL from 'ical.js';
import { SCHEDULE_MESSAGES, matchTimeText, type OrderOfPlay, type ScheduleDraft } from '@rallypoint/shared';
import { expectAccess } from '../support/authorization';
import { fanoutsExpanded } from '../support/mail-fanouts';
import { signedInAs } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';
import { approvedTournament, day, eventTypes, outboxMailsTo } from '../tournaments/tournament-factories';
import { player, saveFixtures, singlesMatch } from '../fixtures/results-factories';
import { oneDaySettings, registerAvailable, scheduledTournament, type ScheduledTournament } from './schedule-factories';

/** A time of the test's playing day as the order-of-play mails write it. */
const at = (time: string) => matchTimeText(`${day(30)}T${time}:00+00:00`, 'Europe/London');

/** The events of an iCalendar document, read by a real parser. */
function calendarEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('order of play', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Settings saved and a draft computed. */
  async function drafted(): Promise<ScheduledTournament & { draft: ScheduleDraft; base: string }> {
    const setup = await scheduledTournament(t);
    const base = `/api/tournaments/${setup.tournament.id}`;
    await setup.organizer.agent.put(`${base}/schedule-settings`).send(oneDaySettings()).expect(200);
    const draft = (await setup.organizer.agent.post(`${base}/schedule`).expect(200)).body as ScheduleDraft;
    return { ...setup, draft, base };
  }

  it('lets only the tournament organizer or an admin handle settings, drafts, moves and publication', async () => {
    const { tournament } = await approvedTournament(t);
    const base = `/api/tournaments/${tournament.id}`;
    // A player is refused by role; another organizer may not know a draft exists, so it is a missing tournament to them.
    const managers = { anonymous: 401, player: 403, organizer: 404 };
    await expectAccess(t, { method: 'get', path: `${base}/schedule-settings` }, { ...managers, admin: 200 });
    await expectAccess(
      t,
      { method: 'put', path: `${base}/schedule-settings`, body: oneDaySettings() },
      { ...managers, admin: 200 },
    );
    await expectAccess(t, { method: 'post', path: `${base}/schedule` }, { ...managers, admin: 409 });
    await expectAccess(
      t,
      {
        method: 'patch',
        path: `${base}/schedule/matches/1-league-1-1`,
        body: { court: 'Centre', start: `${day(30)}T09:00:00+00:00`, locked: true },
      },
      managers,
    );
    await expectAccess(t, { method: 'post', path: `${base}/schedule/publish` }, managers);
    await expectAccess(
      t,
      { method: 'get', path: `${base}/schedule?view=draft` },
      { anonymous: 404, player: 404, organizer: 404, admin: 200 },
    );
  });

  it('starts from the tournament dates and zone, checks every field and keeps what was saved', async () => {
    const { tournament, organizer } = await approvedTournament(t, { sport: 'pickleball', timeZone: 'Europe/Madrid' });
    const path = `/api/tournaments/${tournament.id}/schedule-settings`;
    const defaults = await organizer.agent.get(path).expect(200);
    expect(defaults.body).toMatchObject({
      savedAt: null,
      timeZone: 'Europe/Madrid',
      minutes: { league: 30 },
      courts: [{ name: 'Court 1' }, { name: 'Court 2' }],
      flagged: [],
    });
    expect(defaults.body.days.map((d: { date: string }) => d.date)).toEqual([tournament.startDate, day(31), tournament.endDate]);

    const bad = await organizer.agent
      .put(path)
      .send({
        ...oneDaySettings(),
        courts: [{ name: 'A' }, { name: 'a' }],
        days: [{ date: day(30), start: '18:00', end: '09:00' }],
        restMinutes: -1,
      })
      .expect(400);
    expect(bad.body.fields).toEqual({
      courts: [SCHEDULE_MESSAGES.courtsUnique],
      'days.0.end': [SCHEDULE_MESSAGES.hours],
      restMinutes: [SCHEDULE_MESSAGES.rest],
    });

    // The zone is the tournament's: one sent with the settings is not theirs to change.
    const saved = await organizer.agent
      .put(path)
      .send({ ...oneDaySettings(), timeZone: 'Asia/Tokyo' })
      .expect(200);
    expect(saved.body).toEqual({ ...oneDaySettings(), timeZone: 'Europe/Madrid', savedAt: expect.any(String), flagged: [] });
    expect((await organizer.agent.get(path).expect(200)).body).toEqual(saved.body);
    expect(await eventTypes(t, tournament.id)).toContain('ScheduleSettingsSaved');
  });

  it('asks for settings and saved fixtures before computing', async () => {
    const { tournament, organizer } = await approvedTournament(t);
    const base = `/api/tournaments/${tournament.id}`;
    expect((await organizer.agent.post(`${base}/schedule`).expect(409)).body.message).toBe(SCHEDULE_MESSAGES.noSettings);
    await organizer.agent.put(`${base}/schedule-settings`).send(oneDaySettings()).expect(200);
    expect((await organizer.agent.post(`${base}/schedule`).expect(409)).body.message).toBe(SCHEDULE_MESSAGES.noMatches);
  });

  it('places matches inside the players’ slots and lists what cannot be placed, with why; players see nothing yet', async () => {
    const { draft, base, organizer } = await drafted();
    const morning = `${day(30)}T09:00:00+00:00`;
    expect(draft.placed).toEqual([
      { matchId: '1-league-1-1', court: 'Centre', start: morning, end: `${day(30)}T10:00:00+00:00` },
      { matchId: '1-league-1-2', court: 'Centre', start: `${day(30)}T12:00:00+00:00`, end: `${day(30)}T13:00:00+00:00` },
    ]);
    expect(draft.unplaced).toEqual([
      {
        matchId: '1-league-2-1',
        kind: 'common-time',
        reason: expect.stringMatching(/Ada Tester.*Cy Tester|Cy Tester.*Ada Tester/),
      },
    ]);
    expect(draft.flagged).toEqual([]);
    expect(draft.summary.lines.length).toBeGreaterThan(0);

    const view = (await organizer.agent.get(`${base}/schedule?view=draft`).expect(200)).body as OrderOfPlay;
    expect(view).toMatchObject({
      view: 'draft',
      publishedAt: null,
      courts: ['Centre', 'Court 2'],
      days: [day(30)],
      day: day(30),
    });
    expect(view.matches.map((m) => [m.matchId, m.side1, m.side2, m.changed])).toEqual([
      ['1-league-1-1', 'Ada Tester', 'Bo Tester', true],
      ['1-league-1-2', 'Cy Tester', 'Di Tester', true],
    ]);
    expect(view.unplaced).toEqual([
      {
        ...draft.unplaced[0],
        division: 'Division 1',
        matchType: 'league',
        round: 2,
        side1: 'Ada Tester',
        side2: 'Cy Tester',
      },
    ]);
    // The draft opens with what the last computation said.
    expect([view.summary, view.flagged]).toEqual([draft.summary, []]);

    const hidden = await request(t.http).get(`${base}/schedule`).expect(404);
    expect(hidden.body.message).toBe(SCHEDULE_MESSAGES.notPublished);
    await request(t.http).get(`${base}/schedule.ics`).expect(404);
  });

  it('moves and locks a match, and refuses a clash with 409 naming it', async () => {
    const { base, organizer } = await drafted();
    const move = (matchId: string, court: string, time: string, locked = true) =>
      organizer.agent.patch(`${base}/schedule/matches/${matchId}`).send({ court, start: `${day(30)}T${time}:00+00:00`, locked });

    const court = await move('1-league-1-2', 'Centre', '09:00').expect(409);
    expect(court.body.message).toMatch(/Centre|Cy|Di|available/);
    const taken = await move('1-league-1-2', 'Centre', '11:30').expect(409);
    expect(taken.body.message).toContain('Cy Tester');

    const moved = await move('1-league-1-1', 'Court 2', '10:00').expect(200);
    expect(moved.body).toMatchObject({
      matchId: '1-league-1-1',
      court: 'Court 2',
      start: `${day(30)}T10:00:00+00:00`,
      end: `${day(30)}T11:00:00+00:00`,
      locked: true,
    });
    // A new draft keeps the locked place.
    const again = (await organizer.agent.post(`${base}/schedule`).expect(200)).body as ScheduleDraft;
    expect(again.placed.find((p) => p.matchId === '1-league-1-1')).toMatchObject({
      court: 'Court 2',
      start: `${day(30)}T10:00:00+00:00`,
    });

    expect((await move('1-league-1-1', 'Centre', '19:00').expect(400)).body.fields).toHaveProperty('start');
    expect((await move('1-league-1-1', 'Court 9', '10:00').expect(400)).body.fields).toEqual({
      court: [SCHEDULE_MESSAGES.court],
    });
    await move('9-league-1-1', 'Centre', '10:00').expect(404);
    await organizer.agent
      .patch(`${base}/schedule/matches/not%20a%20key`)
      .send({ court: 'Centre', start: `${day(30)}T10:00:00Z`, locked: true })
      .expect(400);
    await organizer.agent
      .patch(`${base}/schedule/matches/1-league-1-1`)
      .send({ court: 'Centre', start: 'ten o’clock', locked: true })
      .expect(400);
  });

  it('swaps two placed matches when both fit in the other’s place, and refuses with 409 when one does not', async () => {
    const { base, organizer, tournament } = await drafted();
    const swap = (a: string, b: string) => organizer.agent.post(`${base}/schedule/matches/${a}/swap`).send({ with: b });
    // Ada and Bo play mornings only: Cy v Di's afternoon place is not theirs.
    expect((await swap('1-league-1-1', '1-league-1-2').expect(409)).body.message).toMatch(/Ada Tester|Bo Tester/);
    expect((await swap('1-league-1-1', '1-league-1-1').expect(400)).body.fields).toEqual({ with: [SCHEDULE_MESSAGES.swapSelf] });
    expect((await swap('1-league-1-1', '1-league-2-1').expect(409)).body.message).toBe(SCHEDULE_MESSAGES.notScheduled);

    // Four flexible players, two matches side by side at 09:00: they trade courts.
    const [eve, fay, gus, hal] = await Promise.all(['Eve', 'Fay', 'Gus', 'Hal'].map((name) => player(t, name)));
    const [e, f, g, h] = await Promise.all([eve, fay, gus, hal].map((p) => registerAvailable(t, p, tournament, ['flexible'])));
    await saveFixtures(organizer.agent, tournament.id, [
      singlesMatch('2-league-1-1', e, f, { division: 'Division 2' }),
      singlesMatch('2-league-1-2', g, h, { division: 'Division 2' }),
    ]);
    const draft = (await organizer.agent.post(`${base}/schedule`).expect(200)).body as ScheduleDraft;
    expect(draft.placed.map((p) => [p.matchId, p.court])).toEqual([
      ['2-league-1-1', 'Centre'],
      ['2-league-1-2', 'Court 2'],
    ]);
    const swapped = await swap('2-league-1-1', '2-league-1-2').expect(200);
    expect(swapped.body.map((m: { matchId: string; court: string; locked: boolean }) => [m.matchId, m.court, m.locked])).toEqual([
      ['2-league-1-1', 'Court 2', true],
      ['2-league-1-2', 'Centre', true],
    ]);
    expect(await eventTypes(t, tournament.id)).toContain('ScheduledMatchesSwapped');
  });

  it('publishes: fixtures, public page, e-mail, updates, "My matches" and the calendars all show it', async () => {
    const { base, organizer, tournament, ada, bo, cy } = await drafted();
    // A draft is not public: the page is told there is nothing to ask for until it is published.
    expect((await request(t.http).get(`${base}/fixtures`).expect(200)).body.orderOfPlayPublished).toBe(false);
    const published = await organizer.agent.post(`${base}/schedule/publish`).expect(200);
    expect(published.body).toMatchObject({ matchCount: 2, changedCount: 2, playersTold: 4 });
    expect(await eventTypes(t, tournament.id)).toEqual(expect.arrayContaining(['OrderOfPlayDrafted', 'OrderOfPlayPublished']));

    const fixtures = (await request(t.http).get(`${base}/fixtures`).expect(200)).body;
    expect(fixtures.orderOfPlayPublished).toBe(true);
    expect(fixtures.matches.find((m: { id: string }) => m.id === '1-league-1-1')).toMatchObject({
      scheduledTime: `${day(30)}T09:00:00+00:00`,
      court: 'Centre',
    });

    const publicView = (await ada.agent.get(`${base}/schedule`).expect(200)).body as OrderOfPlay;
    expect(publicView.matches.map((m) => [m.matchId, m.mine])).toEqual([
      ['1-league-1-1', true],
      ['1-league-1-2', false],
    ]);
    expect(publicView.calendarPath).toBe(`${base}/schedule.ics`);
    // What could not be placed, and why, is the organizer's.
    expect([publicView.unplaced, publicView.summary, publicView.flagged]).toEqual([[], null, []]);

    await fanoutsExpanded(t.dataSource);
    const mails = await outboxMailsTo(t, ada.user.email);
    expect(mails.map((m) => m.kind)).toContain('order-of-play');
    expect(mails.find((m) => m.kind === 'order-of-play')?.text).toContain(`Ada Tester v Bo Tester: ${at('09:00')} on Centre.`);

    const updates = (await ada.agent.get('/api/me/updates').expect(200)).body;
    expect(updates).toMatchObject({
      total: 1,
      unreadCount: 1,
      items: [{ kind: 'order-of-play', link: `/tournament-fixtures/${tournament.id}` }],
    });

    const mine = (await ada.agent.get('/api/me/matches').expect(200)).body;
    expect(mine).toMatchObject({
      total: 1,
      items: [
        {
          tournamentId: tournament.id,
          matchId: '1-league-1-1',
          court: 'Centre',
          opponent: 'Bo Tester',
          timeZone: 'Europe/London',
        },
      ],
    });
    expect((await cy.agent.get('/api/me/matches').expect(200)).body.items[0]).toMatchObject({ opponent: 'Di Tester' });

    const ics = await request(t.http).get(`${base}/schedule.ics`).expect(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    const events = calendarEvents(ics.text);
    expect(events.map((e) => [e.uid, e.summary, e.sequence])).toEqual([
      [`match-${tournament.id}-1-league-1-1@rallypoint`, 'Ada Tester v Bo Tester', 0],
      [`match-${tournament.id}-1-league-1-2@rallypoint`, 'Cy Tester v Di Tester', 0],
    ]);
    expect(events[0].startDate.toJSDate().toISOString()).toBe(new Date(`${day(30)}T09:00:00+00:00`).toISOString());
    expect(events[0].startDate.zone?.tzid).toBe('Europe/London');

    // A move published later raises the event's SEQUENCE and tells only that match's players.
    await organizer.agent
      .patch(`${base}/schedule/matches/1-league-1-1`)
      .send({ court: 'Court 2', start: `${day(30)}T10:00:00+00:00`, locked: true })
      .expect(200);
    const second = await organizer.agent.post(`${base}/schedule/publish`).expect(200);
    expect(second.body).toMatchObject({ changedCount: 1, playersTold: 2 });
    await fanoutsExpanded(t.dataSource);
    const moved = calendarEvents((await request(t.http).get(`${base}/schedule.ics`).expect(200)).text)[0];
    expect([moved.uid, moved.sequence, moved.location]).toEqual([
      `match-${tournament.id}-1-league-1-1@rallypoint`,
      1,
      expect.stringContaining('Court 2'),
    ]);
    expect((await bo.agent.get('/api/me/updates').expect(200)).body.total).toBe(2);
    expect((await cy.agent.get('/api/me/updates').expect(200)).body.total).toBe(1);
    expect((await outboxMailsTo(t, bo.user.email)).filter((m) => m.kind === 'order-of-play').at(-1)?.text).toContain(
      `Ada Tester v Bo Tester: now ${at('10:00')} on Court 2 (was ${at('09:00')} on Centre).`,
    );
  });

  it('writes the public feed in the tournament’s zone at court and venue, and answers 304 until a publication changes it', async () => {
    const { base, organizer, tournament } = await drafted();
    await organizer.agent.post(`${base}/schedule/publish`).expect(200);
    const path = `${base}/schedule.ics`;
    const first = await request(t.http).get(path).expect(200);
    const calendar = new ICAL.Component(ICAL.parse(first.text));
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual(['Europe/London']);
    const [event] = calendarEvents(first.text);
    expect(event.startDate.zone?.tzid).toBe('Europe/London');
    expect(event.location).toBe(`Centre, ${tournament.venue}`);

    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{43}"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    const byTag = await request(t.http).get(path).set('If-None-Match', etag).expect(304);
    expect([byTag.text, byTag.headers.etag]).toEqual(['', etag]);
    expect((await request(t.http).get(path).set('If-Modified-Since', lastModified).expect(304)).text).toBe('');
    await request(t.http).get(path).set('If-None-Match', 'W/"something-else"').expect(200);

    await organizer.agent
      .patch(`${base}/schedule/matches/1-league-1-1`)
      .send({ court: 'Court 2', start: `${day(30)}T10:00:00+00:00`, locked: true })
      .expect(200);
    // A draft is not the published order of play: the feed has not changed yet.
    await request(t.http).get(path).set('If-None-Match', etag).expect(304);
    await organizer.agent.post(`${base}/schedule/publish`).expect(200);
    const byTagAfter = await request(t.http).get(path).set('If-None-Match', etag).expect(200);
    expect(byTagAfter.headers.etag).not.toBe(etag);
    expect(calendarEvents(byTagAfter.text)[0]).toMatchObject({ sequence: 1, location: `Court 2, ${tournament.venue}` });
    const byDateAfter = await request(t.http).get(path).set('If-Modified-Since', lastModified).expect(200);
    expect(new Date(byDateAfter.headers['last-modified'] as string).getTime()).toBeGreaterThan(new Date(lastModified).getTime());
  });

  it('keeps published places when the fixtures are saved again, and the player’s calendar follows them', async () => {
    const { base, organizer, tournament, ada, matches } = await drafted();
    await organizer.agent.post(`${base}/schedule/publish`).expect(200);
    await saveFixtures(
      organizer.agent,
      tournament.id,
      matches.map((m) => ({ ...m, scheduledTime: 'tomorrow', court: 'Back lot' })),
    );
    const fixtures = (await request(t.http).get(`${base}/fixtures`).expect(200)).body;
    expect(fixtures.orderOfPlayPublished).toBe(true);
    expect(fixtures.matches.find((m: { id: string }) => m.id === '1-league-1-1')).toMatchObject({
      scheduledTime: `${day(30)}T09:00:00+00:00`,
      court: 'Centre',
    });

    expect((await ada.agent.get('/api/me/calendar').expect(200)).body).toEqual({ active: false, createdAt: null });
    const { url } = (await ada.agent.post('/api/me/calendar').expect(200)).body as { url: string };
    const path = new URL(url).pathname;
    const feed = await request(t.http).get(path).expect(200);
    expect(calendarEvents(feed.text).map((e) => [e.uid, e.summary])).toEqual([
      [`match-${tournament.id}-1-league-1-1@rallypoint`, 'League v Bo Tester'],
    ]);

    const renewed = (await ada.agent.post('/api/me/calendar').expect(200)).body.url as string;
    expect(renewed).not.toBe(url);
    await request(t.http).get(path).expect(404);
    await ada.agent.delete('/api/me/calendar').expect(204);
    await request(t.http).get(new URL(renewed).pathname).expect(404);
    await request(t.http).get('/api/calendar/short.ics').expect(400);
  });

  it('marks updates read one by one or all at once, and only the owner’s', async () => {
    const { base, organizer, ada, bo } = await drafted();
    await organizer.agent.post(`${base}/schedule/publish`).expect(200);
    await fanoutsExpanded(t.dataSource);
    const [update] = (await ada.agent.get('/api/me/updates').expect(200)).body.items;
    await bo.agent.patch(`/api/me/updates/${update.id}/read`).expect(404);
    await ada.agent.patch(`/api/me/updates/${update.id}/read`).expect(204);
    expect((await ada.agent.get('/api/me/updates').expect(200)).body).toMatchObject({
      unreadCount: 0,
      items: [{ isRead: true }],
    });
    expect((await bo.agent.post('/api/me/updates/read-all').expect(200)).body).toEqual({ marked: 1 });
    expect((await bo.agent.get('/api/me/updates').expect(200)).body.unreadCount).toBe(0);
    await request(t.http).get('/api/me/updates').expect(401);
    const { agent: stranger } = await signedInAs(t, 'player');
    expect((await stranger.get('/api/me/matches').expect(200)).body).toMatchObject({ total: 0, items: [] });
  });
});
