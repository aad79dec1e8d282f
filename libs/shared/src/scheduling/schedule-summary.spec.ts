import { describe, expect, it } from 'vitest';
import type { TimeSlot } from '../constants/time-slots';
import type { Booking } from './booking';
import { minuteOfDay } from './clock';
import { explainUnplaced } from './explain-unplaced';
import { scheduleContext } from './schedule-context';
import { summarizeSchedule } from './schedule-summary';
import { league } from './test-support.test';
import type { Placement, ScheduleInput, ScheduleSettings, SchedulableMatch } from './types';
import { epochMinuteToIso, localToEpochMinute } from './zoned-time';

const ZONE = 'Europe/Berlin';
const WEDNESDAY = '2026-12-09';
const THURSDAY = '2026-12-10';

function tournament(
  matches: SchedulableMatch[],
  availability: Record<string, TimeSlot[]>,
  overrides: Partial<ScheduleSettings> = {},
  dates?: ScheduleInput['dates'],
): ScheduleInput {
  return {
    settings: {
      timeZone: ZONE,
      courts: [{ name: 'Court 1' }, { name: 'Court 2' }],
      days: [
        { date: WEDNESDAY, start: '09:00', end: '18:00' },
        { date: THURSDAY, start: '09:00', end: '18:00' },
      ],
      minutes: { league: 60, 'semi-final': 75, final: 90 },
      restMinutes: 30,
      ...overrides,
    },
    matches,
    availability,
    ...(dates ? { dates } : {}),
  };
}

/** Every pair of `players` once, in division `division`. */
const roundRobin = (players: string[], division: string) =>
  players.flatMap((a, i) => players.slice(i + 1).map((b, j) => league(1, i * players.length + j, [a, b], division)));

/**
 * The summary of a schedule with `placements` ([match id, court, date, 'HH:mm', 'HH:mm']) and the rest unplaced, as
 * the engine would explain them.
 */
function summaryOf(input: ScheduleInput, placements: [string, number, string, string, string][] = []) {
  const context = scheduleContext(input);
  const bookings: Booking[] = placements.map(([id, court, date, from, to]) => ({
    index: context.indexById.get(id)!,
    court,
    start: localToEpochMinute(date, minuteOfDay(from), ZONE),
    end: localToEpochMinute(date, minuteOfDay(to), ZONE),
  }));
  const placedIds = new Set(placements.map(([id]) => id));
  const unplaced = input.matches.map((_, i) => i).filter((i) => !placedIds.has(input.matches[i].id));
  const placed: Placement[] = bookings.map((b) => ({
    matchId: input.matches[b.index].id,
    court: input.settings.courts[b.court].name,
    start: epochMinuteToIso(b.start, ZONE),
    end: epochMinuteToIso(b.end, ZONE),
  }));
  return summarizeSchedule(input, { placed, unplaced: explainUnplaced(context, input, bookings, unplaced) });
}

describe('summarizeSchedule: weekend players on a Wednesday and Thursday', () => {
  // Three leagues of four (18 matches); everyone chose weekend mornings.
  const players = ['a', 'b', 'c', 'd'];
  const matches = ['1', '2', '3'].flatMap((division) =>
    roundRobin(
      players.map((p) => `${division}${p}`),
      division,
    ),
  );
  const weekendMornings = Object.fromEntries(
    matches.flatMap((m) => m.players).map((p) => [p, ['weekend_morning'] as TimeSlot[]]),
  );

  it('says why none is placed and offers the weekend days within the dates', () => {
    expect(matches).toHaveLength(18);
    const input = tournament(matches, weekendMornings, {}, { start: WEDNESDAY, end: '2026-12-13' });
    expect(summaryOf(input)).toEqual({
      lines: [
        '18 matches have no common time: their players chose weekend slots, and your playing days are Wednesday and Thursday.',
      ],
      fixes: [
        { kind: 'days', message: 'Add Saturday 12 December (09:00 to 18:00): 18 of these matches have players free that day' },
        { kind: 'days', message: 'Add Sunday 13 December (09:00 to 18:00): 18 of these matches have players free that day' },
      ],
    });
  });

  it('counts only the matches a day would help', () => {
    const someFlexible = { ...weekendMornings, '1a': [], '1b': [], '1c': [], '1d': ['morning'] } as Record<string, TimeSlot[]>;
    const input = tournament(
      matches,
      someFlexible,
      { courts: [{ name: 'Court 1' }], days: [{ date: WEDNESDAY, start: '09:00', end: '10:00' }] },
      { start: WEDNESDAY, end: '2026-12-12' },
    );
    const placements: [string, number, string, string, string][] = [['1-league-1-1', 0, WEDNESDAY, '09:00', '10:00']];
    const { fixes } = summaryOf(input, placements);
    // Saturday helps the 12 weekend matches and the 5 of division 1 still unplaced; Thursday only those 5.
    expect(fixes.filter((fix) => fix.kind === 'days')).toEqual([
      { kind: 'days', message: 'Add Saturday 12 December (09:00 to 10:00): 17 of these matches have players free that day' },
      { kind: 'days', message: 'Add Thursday 10 December (09:00 to 10:00): 5 of these matches have players free that day' },
    ]);
  });

  it('says the dates would need a weekend when they hold none', () => {
    const input = tournament(matches, weekendMornings, {}, { start: WEDNESDAY, end: THURSDAY });
    expect(summaryOf(input).fixes).toEqual([
      {
        kind: 'days',
        message:
          "The tournament's dates would have to include a Saturday or Sunday: " +
          '18 of these matches have players free at the weekend',
      },
    ]);
    expect(summaryOf(tournament(matches, weekendMornings)).fixes).toEqual(summaryOf(input).fixes);
  });
});

describe('summarizeSchedule: hours', () => {
  it('offers to open earlier and close later, at the slot edge that helps the most', () => {
    const matches = [league(1, 1, ['a', 'b']), league(1, 2, ['c', 'd']), league(1, 3, ['e', 'f'])];
    const input = tournament(matches, {
      a: ['early_morning'],
      c: ['early_morning', 'morning'],
      d: ['early_morning'],
      e: ['evening'],
    });
    expect(summaryOf(input)).toEqual({
      lines: ['3 matches have no common time: their players chose times outside your playing hours (09:00 to 18:00).'],
      fixes: [
        // 08:00 already gives the early-morning players an hour: the least change that helps as many.
        { kind: 'hours', message: 'Open at 08:00: 2 of these matches have players free before 09:00' },
        { kind: 'hours', message: 'Close at 21:00: 1 of these matches has players free after 18:00' },
      ],
    });
  });
});

describe('summarizeSchedule: courts and length', () => {
  const matches = [league(1, 1, ['a', 'b']), league(1, 2, ['c', 'd']), league(1, 3, ['e', 'f']), league(1, 4, ['g', 'h'])];
  const oneShortDay = { courts: [{ name: 'Court 1' }], days: [{ date: WEDNESDAY, start: '09:00', end: '10:00' }] };

  it('offers the fewest courts that take every match waiting for a court', () => {
    const input = tournament(matches, {}, oneShortDay);
    expect(summaryOf(input, [['1-league-1-1', 0, WEDNESDAY, '09:00', '10:00']])).toEqual({
      lines: ['3 matches have no court free at the times their players can play.'],
      fixes: [
        { kind: 'hours', message: 'Open at 08:00: 3 of these matches have players free before 09:00' },
        { kind: 'hours', message: 'Close at 12:00: 3 of these matches have players free after 10:00' },
        { kind: 'courts', message: 'Add 3 courts: all 3 matches waiting for a court would fit' },
      ],
    });
  });

  it('offers shorter matches when the gaps between matches are too short, and no hours for morning players', () => {
    const days = [{ date: WEDNESDAY, start: '09:00', end: '12:00' }];
    const placements: [string, number, string, string, string][] = [
      ['1-league-1-1', 0, WEDNESDAY, '09:00', '10:00'],
      ['1-league-1-2', 0, WEDNESDAY, '10:45', '11:45'],
    ];
    const input = tournament(matches.slice(0, 3), { e: ['morning'], f: ['morning'] }, { ...oneShortDay, days });
    expect(summaryOf(input, placements).fixes).toEqual([
      { kind: 'courts', message: 'Add a court: the match waiting for a court would fit' },
      { kind: 'length', message: 'Shorter league matches (45 minutes instead of 60) would fit 1 more' },
    ]);
  });
});

describe('summarizeSchedule: every cause', () => {
  it('has nothing to say when every match is placed', () => {
    const input = tournament([league(1, 1, ['a', 'b'])], {});
    expect(summaryOf(input, [['1-league-1-1', 0, WEDNESDAY, '09:00', '10:00']])).toEqual({ lines: [], fixes: [] });
  });

  it('tells walkovers and lost courts, last the walkovers, and offers no fix for them', () => {
    const input = tournament([league(1, 1, ['a', 'b']), league(1, 2, ['c', 'd']), league(1, 3, ['e', 'f'])], {});
    const summary = summarizeSchedule(input, {
      placed: [],
      unplaced: [
        { matchId: '1-league-1-1', kind: 'withdrawn', reason: 'a withdrew: a walkover' },
        { matchId: '1-league-1-2', kind: 'withdrawn', reason: 'c withdrew: a walkover' },
        { matchId: '1-league-1-3', kind: 'locked-court', reason: 'its locked court is not one of the courts' },
      ],
    });
    expect(summary).toEqual({
      lines: ['1 match is locked to a court that is no longer one of the courts.', '2 matches are walkovers: a player withdrew.'],
      fixes: [],
    });
  });

  it('groups the players who are busy and the stages apart from the rest', () => {
    const matches = [
      league(1, 1, ['a', 'x']),
      league(2, 1, ['a', 'y']),
      league(3, 1, ['a', 'z']),
      { id: 'semi', division: '1', matchType: 'semi-final' as const, round: 1, players: ['p', 'q'] },
    ];
    const days = [{ date: WEDNESDAY, start: '09:00', end: '11:30' }];
    const placements: [string, number, string, string, string][] = [
      ['1-league-1-1', 0, WEDNESDAY, '09:00', '10:00'],
      ['1-league-2-1', 1, WEDNESDAY, '10:30', '11:30'],
    ];
    const { lines } = summaryOf(tournament(matches, {}, { days }), placements);
    expect(lines).toEqual([
      '1 match waits for an earlier stage that ends too late for its players.',
      '1 match has players whose other matches, with rest, fill the time they share.',
    ]);
  });
});
