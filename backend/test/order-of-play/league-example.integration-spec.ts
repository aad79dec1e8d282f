import type { OrderOfPlay, ScheduleDraft } from '@rallypoint/shared';
import { startTestApp, type TestApp } from '../support/test-app';
import { approvedTournament, day } from '../tournaments/tournament-factories';
import { saveFixtures, singlesMatch } from '../fixtures/results-factories';
import { formEntrant } from './schedule-factories';

/** The first Saturday at least 30 days ahead ('YYYY-MM-DD'). */
function saturdayAhead(): string {
  for (let offset = 30; ; offset++) {
    if (new Date(`${day(offset)}T12:00:00Z`).getUTCDay() === 6) return day(offset);
  }
}

/**
 * Issue 41's example, through the API: a league whose player Ann chose early mornings only, before the playing hours.
 * Her three matches cannot be played, and they keep none of the others off the courts.
 */
describe('order of play: an unplayable league match blocks nothing', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('places every match that fits and names the player who keeps the rest off, with a summary', async () => {
    const saturday = saturdayAhead();
    const { tournament, organizer } = await approvedTournament(t, {
      timeZone: 'Europe/Berlin',
      startDate: saturday,
      endDate: saturday,
    });
    const a = await formEntrant(t, tournament, 'Ann Early', ['early_morning']);
    const [b, c, d] = [
      await formEntrant(t, tournament, 'Ben Flex', ['flexible']),
      await formEntrant(t, tournament, 'Cat Flex', ['flexible']),
      await formEntrant(t, tournament, 'Dov Flex', ['flexible']),
    ];
    await saveFixtures(organizer.agent, tournament.id, [
      singlesMatch('1-league-1-1', a, d),
      singlesMatch('1-league-1-2', b, c),
      singlesMatch('1-league-2-1', a, c, { round: 2 }),
      singlesMatch('1-league-2-2', d, b, { round: 2 }),
      singlesMatch('1-league-3-1', a, b, { round: 3 }),
      singlesMatch('1-league-3-2', c, d, { round: 3 }),
    ]);
    const base = `/api/tournaments/${tournament.id}`;
    await organizer.agent
      .put(`${base}/schedule-settings`)
      .send({
        courts: [{ name: 'Court 1' }, { name: 'Court 2' }],
        days: [{ date: saturday, start: '09:00', end: '18:00' }],
        minutes: { league: 60, 'semi-final': 60, final: 60 },
        restMinutes: 30,
      })
      .expect(200);

    const draft = (await organizer.agent.post(`${base}/schedule`).expect(200)).body as ScheduleDraft;
    expect(draft.placed.map((p) => p.matchId).sort()).toEqual(['1-league-1-2', '1-league-2-2', '1-league-3-2']);
    // Times are written with Berlin's offset, so their date is Berlin's day.
    expect(new Set(draft.placed.map((p) => p.start.slice(0, 10)))).toEqual(new Set([saturday]));
    expect(draft.unplaced.map((u) => [u.matchId, u.kind])).toEqual([
      ['1-league-1-1', 'player'],
      ['1-league-2-1', 'player'],
      ['1-league-3-1', 'player'],
    ]);
    // Ann's early mornings alone keep her matches off: her opponents are not named.
    for (const { reason } of draft.unplaced) {
      expect(reason).toContain('Ann Early: early morning only');
      expect(reason).not.toMatch(/Ben Flex|Cat Flex|Dov Flex/);
    }
    expect(draft.summary.lines).toEqual([expect.stringContaining('3 matches have no common time')]);
    expect(draft.summary.fixes.map((f) => f.kind)).toContain('hours');
    expect(draft.flagged).toEqual([]);

    const view = (await organizer.agent.get(`${base}/schedule?view=draft`).expect(200)).body as OrderOfPlay;
    expect(view.summary).toEqual(draft.summary);
    expect(view.unplaced.map((u) => [u.matchId, u.kind, u.matchType, u.round, u.side1])).toEqual([
      ['1-league-1-1', 'player', 'league', 1, 'Ann Early'],
      ['1-league-2-1', 'player', 'league', 2, 'Ann Early'],
      ['1-league-3-1', 'player', 'league', 3, 'Ann Early'],
    ]);
  });
});
