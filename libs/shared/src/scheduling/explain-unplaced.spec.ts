import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchType } from '../constants/fixtures';
import type { TimeSlot } from '../constants/time-slots';
import type { Booking } from './booking';
import { clockTime, minuteOfDay } from './clock';
import { CourtTimes } from './court-times';
import { expandPrerequisites } from './dependencies';
import { earliestSlot } from './earliest-slot';
import { explainUnplaced } from './explain-unplaced';
import { findClash } from './find-clash';
import { priorityOrder } from './match-order';
import { PlayerTimes } from './player-times';
import { scheduleContext } from './schedule-context';
import { league, match } from './test-support.test';
import type { ScheduleInput, ScheduleSettings, SchedulableMatch } from './types';
import { epochMinuteToIso, localToEpochMinute } from './zoned-time';

const ZONE = 'Europe/Berlin';
const SATURDAY = '2026-12-12';

function berlin(
  matches: SchedulableMatch[],
  availability: Record<string, TimeSlot[]>,
  overrides: Partial<ScheduleSettings> = {},
) {
  const settings: ScheduleSettings = {
    timeZone: ZONE,
    courts: [{ name: 'Court 1' }, { name: 'Court 2' }],
    days: [{ date: SATURDAY, start: '09:00', end: '18:00' }],
    minutes: { league: 60, 'semi-final': 75, final: 90 },
    restMinutes: 30,
    ...overrides,
  };
  return { settings, matches, availability } satisfies ScheduleInput;
}

const saturday = (time: string) => localToEpochMinute(SATURDAY, minuteOfDay(time), ZONE);

/** Explains `unplaced` (match ids) given placements written as [match id, court index, 'HH:mm' start, 'HH:mm' end]. */
function explain(input: ScheduleInput, placements: [string, number, string, string][], unplaced: string[]) {
  const context = scheduleContext(input);
  const indexOf = (id: string) => context.indexById.get(id)!;
  const bookings: Booking[] = placements.map(([id, court, from, to]) => ({
    index: indexOf(id),
    court,
    start: saturday(from),
    end: saturday(to),
  }));
  return explainUnplaced(context, input, bookings, unplaced.map(indexOf));
}

describe('explainUnplaced: a player with no time', () => {
  it("names the player and their slots in the issue's league example", () => {
    const matches = [
      league(1, 1, ['a', 'd']),
      league(1, 2, ['b', 'c']),
      league(2, 1, ['a', 'c']),
      league(2, 2, ['d', 'b']),
      league(3, 1, ['a', 'b']),
      league(3, 2, ['c', 'd']),
    ];
    const input = berlin(matches, { a: ['early_morning'], b: ['flexible'], c: ['flexible'], d: ['flexible'] });
    const placed: [string, number, string, string][] = [
      ['1-league-1-2', 0, '09:00', '10:00'],
      ['1-league-2-2', 0, '10:30', '11:30'],
      ['1-league-3-2', 0, '12:00', '13:00'],
    ];
    const reason = 'no common time: a: early morning only';
    expect(explain(input, placed, ['1-league-1-1', '1-league-2-1', '1-league-3-1'])).toEqual([
      { matchId: '1-league-1-1', kind: 'player', reason },
      { matchId: '1-league-2-1', kind: 'player', reason },
      { matchId: '1-league-3-1', kind: 'player', reason },
    ]);
  });

  it('lists the slots of every player without time, by name, joined as words', () => {
    const input = {
      ...berlin([league(1, 1, ['p1', 'p2'])], { p1: ['evening', 'early_morning'], p2: ['weekend_afternoon'] }),
      names: { p1: 'Ann Lee' },
    };
    const [unplaced] = explain(input, [], ['1-league-1-1']);
    expect(unplaced.reason).toBe('no common time: Ann Lee: early morning and evening only');
  });

  it('gives the windows of a player whose time is too short for the match', () => {
    const days = [{ date: SATURDAY, start: '08:30', end: '18:00' }];
    const input = berlin([league(1, 1, ['a', 'b'])], { a: ['early_morning'] }, { days });
    expect(explain(input, [], ['1-league-1-1'])).toEqual([
      {
        matchId: '1-league-1-1',
        kind: 'player',
        reason: 'no common time: a: free only Sat 12 Dec 08:30 to 09:00, too short for a 60-minute match',
      },
    ]);
  });

  it('blames the hours when no playing day is as long as the match', () => {
    const days = [{ date: SATURDAY, start: '09:00', end: '09:45' }];
    const [unplaced] = explain(berlin([league(1, 1, ['a', 'b'])], {}, { days }), [], ['1-league-1-1']);
    expect(unplaced).toMatchObject({
      kind: 'player',
      reason: 'the playing hours (Sat 12 Dec 09:00 to 09:45) are too short for a 60-minute match',
    });
  });
});

describe('explainUnplaced: no common time', () => {
  it('lists every player of the match with their slots, flexible ones as any time', () => {
    const days = [{ date: SATURDAY, start: '08:00', end: '22:00' }];
    const input = {
      ...berlin(
        [league(1, 1, ['p1', 'p2', 'p3', 'p4'])],
        { p1: ['weekend_morning'], p2: ['evening'], p3: ['flexible'] },
        { days },
      ),
      names: { p1: 'Ann Lee', p2: 'Bob Ray' },
    };
    expect(explain(input, [], ['1-league-1-1'])).toEqual([
      {
        matchId: '1-league-1-1',
        kind: 'common-time',
        reason: 'no common time: Ann Lee: weekend morning only; Bob Ray: evening only; p3: any time; p4: any time',
      },
    ]);
  });

  it('says how little time the players share when it is too short', () => {
    const minutes = { league: 240, 'semi-final': 240, final: 240 };
    const input = berlin(
      [league(1, 1, ['a', 'b'])],
      { a: ['morning', 'afternoon'], b: ['afternoon', 'late_afternoon'] },
      { minutes },
    );
    expect(explain(input, [], ['1-league-1-1'])[0]).toEqual({
      matchId: '1-league-1-1',
      kind: 'common-time',
      reason:
        'no common time long enough for a 240-minute match (together only Sat 12 Dec 12:00 to 15:00): ' +
        'a: morning and afternoon only; b: afternoon and late afternoon only',
    });
  });
});

describe('explainUnplaced: the stage it waits for', () => {
  const semi = match('semi-final', 1, 1, ['c', 'd'], 'Open');
  const leagueOpen = [league(1, 1, ['a', 'b'], 'Open'), league(1, 2, ['e', 'f'], 'Open')];

  it('names the stage and when it ends, after the players last share time', () => {
    const input = berlin([...leagueOpen, semi], { c: ['morning'], d: ['morning'] });
    const placed: [string, number, string, string][] = [
      ['Open-league-1-1', 0, '09:00', '10:00'],
      ['Open-league-1-2', 0, '15:30', '16:30'],
    ];
    expect(explain(input, placed, ['Open-semi-final-1-1'])).toEqual([
      {
        matchId: 'Open-semi-final-1-1',
        kind: 'stage',
        reason:
          "waits for the league of Open, which ends at 16:30 on Sat 12 Dec, after its players' last common time " +
          '(Sat 12 Dec 09:00 to 12:00)',
      },
    ]);
  });

  it('says when the stage ends too late for the rest of the common time', () => {
    const input = berlin([...leagueOpen, semi], { c: ['afternoon', 'late_afternoon'] });
    const placed: [string, number, string, string][] = [['Open-league-1-2', 0, '16:00', '17:00']];
    expect(explain(input, placed, ['Open-semi-final-1-1'])[0].reason).toBe(
      "waits for the league of Open, which ends at 17:00 on Sat 12 Dec, too late for a 75-minute match in its players' " +
        'last common time (Sat 12 Dec 12:00 to 18:00)',
    );
  });

  it('does not wait for a stage match that has no place', () => {
    const input = berlin([...leagueOpen, semi], { a: ['evening'] });
    const placed: [string, number, string, string][] = [['Open-league-1-2', 0, '09:00', '10:00']];
    const [unplaced] = explain(input, placed, ['Open-semi-final-1-1']);
    expect(unplaced.kind).toBe('courts');
    expect(unplaced.reason).toMatch(/^no reason found: Court 1 is free at 10:00 on Sat 12 Dec/);
  });

  it('names the later stage it must end before', () => {
    const input = berlin([...leagueOpen, semi], { e: ['late_afternoon'] });
    const placed: [string, number, string, string][] = [
      ['Open-league-1-1', 0, '09:00', '10:00'],
      ['Open-semi-final-1-1', 0, '10:00', '11:15'],
    ];
    expect(explain(input, placed, ['Open-league-1-2'])).toEqual([
      {
        matchId: 'Open-league-1-2',
        kind: 'stage',
        reason:
          "must end before the semi-finals of Open, which start at 10:00 on Sat 12 Dec, before its players' first " +
          'common time (Sat 12 Dec 15:00 to 18:00)',
      },
    ]);
  });

  it('names the knockout round it waits for', () => {
    const matches = [match('knockout', 1, 1, ['a', 'b']), match('knockout', 2, 1, ['c', 'd'])];
    const input = berlin(matches, { c: ['morning'] });
    const [unplaced] = explain(input, [['1-knockout-1-1', 1, '11:30', '12:30']], ['1-knockout-2-1']);
    expect(unplaced).toMatchObject({ kind: 'stage' });
    expect(unplaced.reason).toMatch(/^waits for round 1 of the knockout of 1, which ends at 12:30 on Sat 12 Dec, after/);
  });
});

describe('explainUnplaced: players busy', () => {
  it('names the player whose other matches and rest fill the common time', () => {
    const matches = [league(1, 1, ['a', 'x']), league(2, 1, ['a', 'y']), league(3, 1, ['a', 'e'])];
    const input = { ...berlin(matches, { a: ['morning'] }), names: { a: 'Ann Lee' } };
    const placed: [string, number, string, string][] = [
      ['1-league-1-1', 0, '09:00', '10:00'],
      ['1-league-2-1', 0, '11:00', '12:00'],
    ];
    expect(explain(input, placed, ['1-league-3-1'])).toEqual([
      {
        matchId: '1-league-3-1',
        kind: 'players-busy',
        reason:
          "Ann Lee's other matches (1-league-1-1 and 1-league-2-1), with 30 minutes' rest, fill the time its players " +
          'share (Sat 12 Dec 09:00 to 12:00)',
      },
    ]);
  });

  it('names each player when only their matches together fill it', () => {
    const matches = [league(1, 1, ['a', 'x']), league(1, 2, ['b', 'y']), league(2, 1, ['a', 'b'])];
    const input = berlin(matches, { a: ['morning'], b: ['morning'] });
    const placed: [string, number, string, string][] = [
      ['1-league-1-1', 0, '09:00', '10:00'],
      ['1-league-1-2', 1, '11:00', '12:00'],
    ];
    expect(explain(input, placed, ['1-league-2-1'])[0]).toEqual({
      matchId: '1-league-2-1',
      kind: 'players-busy',
      reason:
        "its players' other matches, with 30 minutes' rest, fill the time its players share (Sat 12 Dec 09:00 to 12:00) " +
        "between them: a's (1-league-1-1) and b's (1-league-1-2)",
    });
  });

  it('owes no rest across days', () => {
    const SUNDAY = '2026-12-13';
    const days = [
      { date: SATURDAY, start: '09:00', end: '18:00' },
      { date: SUNDAY, start: '09:00', end: '10:00' },
    ];
    const input = berlin([league(1, 1, ['a', 'x']), league(2, 1, ['a', 'b'])], { a: ['morning'] }, { days });
    const context = scheduleContext(input);
    const bookings: Booking[] = [{ index: 0, court: 0, start: saturday('09:00'), end: saturday('12:00') }];
    const [unplaced] = explainUnplaced(context, input, bookings, [1]);
    expect(unplaced.reason).toMatch(/^no reason found: Court 1 is free at 09:00 on Sun 13 Dec/);
  });
});

describe('explainUnplaced: courts', () => {
  it('blames the courts only at the times the players can play', () => {
    // The misleading final: both courts free all afternoon, but a's window closes at 15:00.
    const matches = [league(1, 1, ['c', 'd']), league(1, 2, ['e', 'f']), match('final', 1, 1, ['a', 'b'], '2')];
    const input = berlin(matches, { a: ['morning', 'afternoon'] });
    const placed: [string, number, string, string][] = [
      ['1-league-1-1', 0, '09:00', '15:00'],
      ['1-league-1-2', 1, '09:00', '15:00'],
    ];
    expect(explain(input, placed, ['2-final-1-1'])).toEqual([
      {
        matchId: '2-final-1-1',
        kind: 'courts',
        reason: 'every court is taken at the times its players can play (Sat 12 Dec 09:00 to 15:00)',
      },
    ]);
  });

  it('leaves out the times a player is busy', () => {
    const matches = [league(1, 1, ['a', 'x']), league(1, 2, ['c', 'd']), league(2, 1, ['a', 'b'])];
    const input = berlin(matches, {}, { courts: [{ name: 'Court 1' }] });
    const placed: [string, number, string, string][] = [
      ['1-league-1-1', 0, '09:00', '12:00'],
      ['1-league-1-2', 0, '12:00', '18:00'],
    ];
    expect(explain(input, placed, ['1-league-2-1'])[0]).toEqual({
      matchId: '1-league-2-1',
      kind: 'courts',
      reason: 'every court is taken at the times its players can play (Sat 12 Dec 12:30 to 18:00)',
    });
  });
});

describe('explainUnplaced: every reason holds for the final placements', () => {
  const SLOTS: TimeSlot[] = ['morning', 'afternoon', 'late_afternoon', 'evening', 'weekend_morning', 'flexible'];
  const instanceArb = fc.record({
    matches: fc.array(
      fc.record({
        type: fc.constantFrom<MatchType>('league', 'league', 'league', 'knockout', 'semi-final', 'final'),
        round: fc.integer({ min: 1, max: 3 }),
        players: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { minLength: 2, maxLength: 2 }),
      }),
      { minLength: 1, maxLength: 9 },
    ),
    slots: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), fc.subarray(SLOTS, { maxLength: 2 })),
    courts: fc.integer({ min: 1, max: 2 }),
    close: fc.constantFrom('13:00', '15:00'),
    /** Matches the "engine" leaves out although they may fit, so an open place is among the cases. */
    skipped: fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
  });

  /** A simple valid schedule: in priority order, at the earliest start after the placed matches waited for. */
  function place(input: ScheduleInput, skipped: boolean[]) {
    const context = scheduleContext(input);
    const courts = input.settings.courts.map(() => new CourtTimes());
    const players = new Map<string, PlayerTimes>();
    const timesOf = (p: string) => players.get(p) ?? players.set(p, new PlayerTimes()).get(p)!;
    const ends = new Map<number, number>();
    const bookings: Booking[] = [];
    const unplaced: number[] = [];
    for (const index of priorityOrder(context.matches)) {
      const length = context.minutes[index];
      const own = [...new Set(context.matches[index].players)].map(timesOf);
      const notBefore = Math.max(
        -Infinity,
        ...expandPrerequisites(context.prerequisites[index]).map((i) => ends.get(i) ?? -Infinity),
      );
      const windows = context.windowsOf(context.matches[index].players);
      const slot = skipped[index] ? null : earliestSlot({ windows, length, notBefore, courts, players: own, rest: context.rest });
      if (!slot) {
        unplaced.push(index);
        continue;
      }
      courts[slot.court].take(slot.start, slot.start + length);
      for (const times of own) times.take(slot.start, slot.start + length, slot.date);
      ends.set(index, slot.start + length);
      bookings.push({ index, court: slot.court, start: slot.start, end: slot.start + length });
    }
    return { context, bookings, unplaced };
  }

  it('finds no place (findClash judging every court and quarter hour) unless it says one is open', () => {
    fc.assert(
      fc.property(instanceArb, ({ matches: rows, slots, courts, close, skipped }) => {
        const matches = rows.map((row, i) => match(row.type, row.round, i, row.players));
        const input = berlin(matches, slots, {
          courts: Array.from({ length: courts }, (_, i) => ({ name: `Court ${i + 1}` })),
          days: [{ date: SATURDAY, start: '09:00', end: close }],
        });
        const { context, bookings, unplaced } = place(input, skipped);
        const placements = bookings.map((b) => ({
          matchId: matches[b.index].id,
          court: input.settings.courts[b.court].name,
          start: epochMinuteToIso(b.start, ZONE),
          end: epochMinuteToIso(b.end, ZONE),
        }));
        const explained = explainUnplaced(context, input, bookings, unplaced);
        explained.forEach(({ matchId, reason }) => {
          const fits = input.settings.courts.some(({ name }) =>
            Array.from({ length: 48 }, (_, q) => 9 * 60 + 15 * q).some(
              (minute) =>
                findClash(input, placements, { matchId, court: name, start: `${SATURDAY}T${clockTime(minute)}` }) === null,
            ),
          );
          expect({ matchId, reason, fits }).toEqual({ matchId, reason, fits: reason.startsWith('no reason found') });
        });
      }),
      { numRuns: 60 },
    );
  });
});
