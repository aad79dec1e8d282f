import request from 'supertest';
import type { TournamentStageCounts } from '@rallypoint/shared';
import { approvedBootcamp } from '../bootcamps/bootcamp-factories';
import { whileClockStandsAt } from '../support/clock';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { approvedTournament, day, type SignedIn } from '../tournaments/tournament-factories';

/** Noon on a calendar day of the club's (the server's local) calendar, far from either midnight. */
function noonOn(calendarDay: string): Date {
  const [year, month, date] = calendarDay.split('-').map(Number);
  return new Date(year, month - 1, date, 12, 0, 0);
}

/** An instant as iCalendar's UTC DATE-TIME, e.g. 20310510T100000Z. */
const icalendarUtc = (at: Date): string => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** docs/decisions/0009-one-clock.md: every context reads the one injected Clock, so a test stands it for all of them. */
describe('one clock for every context', () => {
  let t: TestApp;
  let player: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    player = await signedInAs(t, 'player');
  });
  afterAll(() => t.close());

  it('moves a tournament from upcoming to active to completed, in its page, its organizer’s counts and its enrolment', async () => {
    const { tournament, organizer } = await approvedTournament(t, { startDate: day(30), endDate: day(32) });
    const status = async (): Promise<string> =>
      (await player.agent.get(`/api/tournaments/${tournament.id}`).expect(200)).body.status as string;
    const stageCounts = async (): Promise<TournamentStageCounts> =>
      (await organizer.agent.get('/api/tournaments/my-tournaments').expect(200)).body.stageCounts as TournamentStageCounts;

    expect(await status()).toBe('upcoming');
    await whileClockStandsAt(t, noonOn(day(31)), async () => {
      expect(await status()).toBe('active');
      expect(await stageCounts()).toEqual({ upcoming: 0, active: 1, completed: 0 });
      const refused = await player.agent.post(`/api/tournaments/${tournament.id}/enroll`).expect(409);
      expect(refused.body.message).toBe('Enrollment is closed: this tournament has already started');
    });
    await whileClockStandsAt(t, noonOn(day(33)), async () => {
      expect(await status()).toBe('completed');
      expect(await stageCounts()).toEqual({ upcoming: 0, active: 0, completed: 1 });
    });
    // The machine's clock again: nothing was stored, every answer was the clock's.
    expect(await status()).toBe('upcoming');
    expect(await stageCounts()).toEqual({ upcoming: 1, active: 0, completed: 0 });
  });

  it('passes a bootcamp by the same clock, and stamps the personal calendar with it', async () => {
    const organizer = await signedInAs(t, 'organizer');
    const camp = await approvedBootcamp(t, organizer, { startDate: day(20), endDate: day(21), duration: 2 });
    await player.agent.post(`/api/bootcamps/${camp.id}/register`).expect(201);
    const { url } = (await player.agent.post('/api/me/calendar').expect(200)).body as { url: string };
    const listed = async (): Promise<number[]> =>
      ((await player.agent.get('/api/bootcamps').query({ pageSize: 100 }).expect(200)).body.items as Array<{ id: number }>).map(
        (item) => item.id,
      );

    expect(await listed()).toContain(camp.id);
    const afterTheCamp = noonOn(day(22));
    await whileClockStandsAt(t, afterTheCamp, async () => {
      expect(await listed()).not.toContain(camp.id);
      await player.agent.delete(`/api/bootcamps/${camp.id}/register`).expect(409);
      const feed = await request(t.http).get(new URL(url).pathname).expect(200);
      expect(feed.text).toContain(`DTSTAMP:${icalendarUtc(afterTheCamp)}`);
    });
    expect(await listed()).toContain(camp.id);
  });
});
