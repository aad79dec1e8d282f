import type { FixtureMatch, FixturePlayer, ScheduleSettings } from '@rallypoint/shared';
import { entrantNames, scheduleInputOf, withdrawnIds } from './schedule-input';
import type { ScheduleEntry } from './schedule-entry.entity';

const settings: ScheduleSettings = {
  timeZone: 'Europe/London',
  courts: [{ name: 'Centre' }],
  days: [{ date: '2026-12-05', start: '09:00', end: '18:00' }],
  minutes: { league: 60, 'semi-final': 75, final: 90 },
  restMinutes: 30,
};
const player = (id: number, name: string): FixturePlayer => ({ id, name, skillLevel: null });
const [ann, bea, cid] = [player(11, 'Ann'), player(12, 'Bea'), player(13, 'Cid')];
const match = (id: string, a: FixturePlayer, b: FixturePlayer, over: Partial<FixtureMatch> = {}): FixtureMatch => ({
  id,
  matchType: 'league',
  fixtureType: 'singles',
  division: 'Division 1',
  round: 1,
  player1: a,
  player2: b,
  winner: null,
  ...over,
});
const placed = (matchKey: string, locked: boolean) =>
  ({
    matchKey,
    draftCourt: 'Centre',
    draftStart: new Date('2026-12-05T09:00:00Z'),
    draftEnd: new Date('2026-12-05T10:00:00Z'),
    locked,
  }) as ScheduleEntry;

describe('scheduleInputOf', () => {
  it("knows players by entry id, with each entry's slots: none for one made by Enroll (free all day)", () => {
    const input = scheduleInputOf(
      settings,
      [match('m1', ann, bea)],
      [
        { entryId: 11, availableTimes: ['morning'] },
        { entryId: 12, availableTimes: [] },
      ],
      [],
    );
    expect(input.matches).toEqual([{ id: 'm1', division: 'Division 1', matchType: 'league', round: 1, players: ['11', '12'] }]);
    expect(input.availability).toEqual({ '11': ['morning'], '12': [] });
  });

  it("leaves out a withdrawn entry's matches, even a locked one or its walkover, and keeps the rest", () => {
    const rows = [
      match('m1', ann, bea),
      match('m2', bea, cid, { round: 2 }),
      match('m3', cid, ann, { round: 3, winner: 'Cid', outcome: 'walkover' }),
    ];
    const input = scheduleInputOf(settings, rows, [], [placed('m1', true), placed('m3', false)], new Set([11]));
    expect(input.matches.map((m) => m.id)).toEqual(['m2']);
    expect(input.fixed).toEqual([]);
  });
});

describe('scheduleInputOf: names and dates', () => {
  it("names players by their entries' names and gives the tournament's dates, so reasons and fixes read as people's", () => {
    const input = scheduleInputOf(
      settings,
      [match('m1', ann, bea)],
      [
        { entryId: 11, availableTimes: [], name: 'Ann' },
        { entryId: 12, availableTimes: [], name: 'Bea' },
      ],
      [],
      new Set(),
      { startDate: '2026-12-05', endDate: '2026-12-06' },
    );
    expect([input.names, input.dates]).toEqual([
      { '11': 'Ann', '12': 'Bea' },
      { start: '2026-12-05', end: '2026-12-06' },
    ]);
  });

  it('keeps a locked place in the zone’s wall clock', () => {
    const input = scheduleInputOf(settings, [match('m1', ann, bea)], [], [placed('m1', true)]);
    expect(input.fixed).toEqual([{ matchId: 'm1', court: 'Centre', start: '2026-12-05T09:00' }]);
    expect(input).not.toHaveProperty('names');
  });
});

describe('withdrawnIds and entrantNames', () => {
  it('read the entries as the scheduler names them', () => {
    const entrants = [
      { entryId: 11, name: 'Ann', status: 'pending' },
      { entryId: 12, name: 'Bea', status: 'withdrawn' },
    ];
    expect([...withdrawnIds(entrants)]).toEqual([12]);
    expect(entrantNames(entrants)).toEqual({ '11': 'Ann', '12': 'Bea' });
  });
});
