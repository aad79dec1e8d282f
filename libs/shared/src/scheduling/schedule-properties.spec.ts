import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_SLOTS, type TimeSlot } from '../constants/time-slots';
import type { MatchType } from '../constants/fixtures';
import { enumerateEveryStart, exhaustiveBest } from './exhaustive-schedule.test';
import { findClash } from './find-clash';
import { free, hhmm, instant, laterRound, lengthOf, minuteOf, unplacedWithRoom, waitsFor } from './rule-reader.test';
import { scheduleMatches } from './schedule-matches';
import type { FixedPlacement, Schedule, ScheduleInput, SchedulableMatch } from './types';
import { localParts, zonedDateTime } from './zoned-time';

// The checker below reads the rules afresh (rule-reader.test.ts) and shares nothing with the engine but the zone
// conversions.

const MS = 60_000;

/** Every rule broken by the schedule, as text; empty when it keeps them all. */
function violations(input: ScheduleInput, schedule: Schedule): string[] {
  const { settings, matches, availability } = input;
  const found: string[] = [];
  const byId = new Map(matches.map((m) => [m.id, m]));
  const fixed = new Map<string, FixedPlacement>();
  for (const f of input.fixed ?? []) if (byId.has(f.matchId) && !fixed.has(f.matchId)) fixed.set(f.matchId, f);

  const seen = [...schedule.placed.map((p) => p.matchId), ...schedule.unplaced.map((u) => u.matchId)];
  if (seen.length !== matches.length || new Set(seen).size !== seen.length || !matches.every((m) => seen.includes(m.id))) {
    found.push('a match is missing or told twice');
  }
  const placed = schedule.placed.map((p) => ({
    ...p,
    match: byId.get(p.matchId)!,
    from: instant(p.start),
    to: instant(p.end),
    date: localParts(p.start, settings.timeZone).date,
  }));
  const placedById = new Map(placed.map((p) => [p.matchId, p]));

  for (const p of placed) {
    const { match } = p;
    if (!settings.courts.some((c) => c.name === p.court)) found.push(`${p.matchId} on an unknown court`);
    if (p.to - p.from !== lengthOf(match.matchType, input)) found.push(`${p.matchId} has the wrong length`);
    const lock = fixed.get(p.matchId);
    if (lock) {
      const [date, time] = lock.start.split('T');
      if (p.court !== lock.court || p.start !== zonedDateTime(date, time, settings.timeZone))
        found.push(`${p.matchId} moved from its lock`);
      continue;
    }
    // Rule 1: inside one day's hours.
    const day = settings.days.find(
      (d) =>
        d.date === p.date &&
        instant(zonedDateTime(d.date, d.start, settings.timeZone)) <= p.from &&
        p.to <= instant(zonedDateTime(d.date, d.end, settings.timeZone)),
    );
    if (!day) found.push(`${p.matchId} is outside the playing hours`);
    // Rule 2: every minute on court is inside the player's slots (adjoining slots join, so coverage is enough).
    const length = p.to - p.from;
    const samples = [...Array.from({ length: Math.ceil(length / 5) }, (_, k) => p.from + k * 5), p.to - 1];
    for (const player of match.players) {
      const gap = samples
        .map((t) => localParts(new Date(t * MS).toISOString(), settings.timeZone))
        .find((local) => local.date !== p.date || !free(availability[player], local.date, minuteOf(local.time)));
      if (gap) found.push(`${p.matchId}: ${player} is not available at ${gap.date} ${gap.time}`);
    }
    // Rule 4: after every placed match it waits for (one with no place holds nothing back).
    for (const other of matches) {
      const before = waitsFor(match, other) ? placedById.get(other.id) : undefined;
      if (before && p.from < before.to) found.push(`${p.matchId} starts before ${other.id} ends`);
    }
  }
  // Rule 3: courts and players, with rest on the same day; two locks may clash, as given.
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      const [a, b] = [placed[i], placed[j]];
      if (fixed.has(a.matchId) && fixed.has(b.matchId)) continue;
      const overlap = a.from < b.to && b.from < a.to;
      if (a.court === b.court && overlap) found.push(`${a.matchId} and ${b.matchId} share ${a.court}`);
      if (!a.match.players.some((x) => b.match.players.includes(x))) continue;
      const rest = a.date === b.date ? settings.restMinutes : 0;
      if (a.from < b.to + rest && b.from < a.to + rest) found.push(`${a.matchId} and ${b.matchId} share a player without rest`);
    }
  }
  // Reasons that can be told from the input alone.
  for (const u of schedule.unplaced) {
    const match = byId.get(u.matchId)!;
    const lock = fixed.get(u.matchId);
    if ((u.kind === 'locked-court') !== (lock !== undefined && !settings.courts.some((c) => c.name === lock.court))) {
      found.push(`${u.matchId}: unknown court told wrongly`);
    }
    const ordered = matches.some((m) => (waitsFor(match, m) || waitsFor(m, match)) && placedById.has(m.id));
    if (u.kind === 'stage' && !ordered) found.push(`${u.matchId} blamed on a stage with nothing placed before or after it`);
    const anyTime = match.players.every((p) => !availability[p]?.length || availability[p].includes('flexible'));
    // An hour spare, since a day the clocks go forward is an hour short.
    const longDay = settings.days.some((d) => minuteOf(d.end) - minuteOf(d.start) >= lengthOf(match.matchType, input) + 60);
    if ((u.kind === 'common-time' || u.kind === 'player') && anyTime && longDay)
      found.push(`${u.matchId}: always free, yet no common time`);
  }
  return found;
}

const DATES = ['2026-03-28', '2026-03-29', '2026-10-25', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'];
const ZONES = ['Europe/London', 'America/New_York', 'Australia/Sydney', 'UTC'];
const STAGES: MatchType[] = ['league', 'league', 'league', 'knockout', 'semi-final', 'final'];

const dayArb = fc
  .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 32 }))
  .map(([from, length]) => ({ start: hhmm(from * 30), end: hhmm(Math.min(47, from + length) * 30) }));

const tournamentArb: fc.Arbitrary<ScheduleInput> = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    courts: fc.integer({ min: 1, max: 5 }),
    dates: fc.uniqueArray(fc.constantFrom(...DATES), { minLength: 1, maxLength: 3 }),
    hours: fc.array(dayArb, { minLength: 3, maxLength: 3 }),
    minutes: fc.record({
      league: fc.integer({ min: 20, max: 120 }),
      'semi-final': fc.integer({ min: 20, max: 150 }),
      final: fc.integer({ min: 20, max: 150 }),
    }),
    restMinutes: fc.integer({ min: 0, max: 60 }),
    slots: fc.array(fc.option(fc.uniqueArray(fc.constantFrom(...TIME_SLOTS), { maxLength: 3 }), { nil: undefined }), {
      minLength: 2,
      maxLength: 12,
    }),
    matches: fc.array(
      fc.record({
        division: fc.constantFrom('A', 'B', 'C'),
        stage: fc.constantFrom(...STAGES),
        round: fc.integer({ min: 1, max: 4 }),
        doubles: fc.boolean(),
        picks: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
      }),
      { maxLength: 30 },
    ),
    locks: fc.array(
      fc.record({
        pick: fc.nat(),
        court: fc.integer({ min: 0, max: 5 }),
        day: fc.nat(2),
        minute: fc.integer({ min: 0, max: 287 }),
      }),
      { maxLength: 3 },
    ),
  })
  .map((t) => {
    const players = t.slots.map((_, i) => `p${i}`);
    const counts = new Map<string, number>();
    const matches = t.matches.flatMap(({ division, stage, round, doubles, picks }): SchedulableMatch[] => {
      const on = [...new Set(picks.map((pick) => players[pick % players.length]))].slice(0, doubles ? 4 : 2);
      if (on.length < (doubles ? 4 : 2)) return [];
      const key = `${division}-${stage}-${round}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return [
        {
          id: `${key}-${counts.get(key)}`,
          division,
          matchType: stage,
          round: stage === 'league' || stage === 'knockout' ? round : 1,
          players: on,
        },
      ];
    });
    const availability: Record<string, TimeSlot[]> = {};
    t.slots.forEach((slots, i) => {
      if (slots) availability[players[i]] = slots;
    });
    const days = t.dates.map((date, i) => ({ date, ...t.hours[i] }));
    const fixed = matches.length
      ? t.locks.map((lock) => ({
          matchId: matches[lock.pick % matches.length].id,
          court: lock.court < t.courts ? `Court ${lock.court + 1}` : 'Court 9',
          start: `${days[lock.day % days.length].date}T${hhmm(lock.minute * 5)}`,
        }))
      : [];
    return {
      settings: {
        timeZone: t.timeZone,
        courts: Array.from({ length: t.courts }, (_, i) => ({ name: `Court ${i + 1}` })),
        days,
        minutes: t.minutes,
        restMinutes: t.restMinutes,
      },
      matches,
      availability,
      fixed,
    };
  });

describe('scheduleMatches properties', () => {
  it('keeps every rule, with and without locked placements', () => {
    fc.assert(
      fc.property(tournamentArb, fc.boolean(), (tournament, locked) => {
        const given = locked ? tournament : { ...tournament, fixed: [] };
        expect(violations(given, scheduleMatches(given))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same schedule for the same input', () => {
    fc.assert(
      fc.property(tournamentArb, (tournament) => {
        expect(scheduleMatches(structuredClone(tournament))).toEqual(scheduleMatches(tournament));
      }),
    );
  });

  it('finds no clash for any match where it placed it', () => {
    fc.assert(
      fc.property(tournamentArb, (tournament) => {
        const given = { ...tournament, fixed: [] };
        const { placed } = scheduleMatches(given);
        for (const p of placed) {
          expect(findClash(given, placed, { matchId: p.matchId, court: p.court, start: p.start })).toBeNull();
        }
      }),
      { numRuns: 50 },
    );
  });

  it('catches a broken schedule (the checker is not blind)', () => {
    const given: ScheduleInput = {
      settings: {
        timeZone: 'Europe/London',
        courts: [{ name: 'Court 1' }],
        days: [{ date: '2026-12-07', start: '09:00', end: '21:00' }],
        minutes: { league: 60, 'semi-final': 60, final: 60 },
        restMinutes: 30,
      },
      matches: [
        { id: '1-semi-final-1-1', division: '1', matchType: 'semi-final', round: 1, players: ['a', 'b'] },
        { id: '1-final-1-1', division: '1', matchType: 'final', round: 1, players: ['a', 'c'] },
      ],
      availability: { c: ['evening'] },
    };
    const place = (matchId: string, from: string, to: string) => ({
      matchId,
      court: 'Court 1',
      start: `2026-12-07T${from}:00+00:00`,
      end: `2026-12-07T${to}:00+00:00`,
    });
    const schedule = (placed: Schedule['placed']): Schedule => ({ placed, unplaced: [], flagged: [] });
    const broken = schedule([place('1-final-1-1', '09:30', '10:30'), place('1-semi-final-1-1', '09:00', '10:00')]);
    expect(violations(given, broken)).toEqual([
      '1-final-1-1: c is not available at 2026-12-07 09:30',
      '1-final-1-1 starts before 1-semi-final-1-1 ends',
      '1-final-1-1 and 1-semi-final-1-1 share Court 1',
      '1-final-1-1 and 1-semi-final-1-1 share a player without rest',
    ]);
    const kept = schedule([place('1-semi-final-1-1', '09:00', '10:00'), place('1-final-1-1', '18:00', '19:00')]);
    expect(violations(given, kept)).toEqual([]);
    expect(violations(given, schedule(kept.placed.slice(0, 1)))).toEqual(['a match is missing or told twice']);
    expect(
      unplacedWithRoom(given, {
        ...schedule(kept.placed.slice(0, 1)),
        unplaced: [{ matchId: '1-final-1-1', kind: 'courts', reason: '' }],
      }),
    ).toEqual(['1-final-1-1']);
  });

  it('leaves no match without a place while one is free for it in the final schedule', () => {
    fc.assert(
      fc.property(tournamentArb, (tournament) => {
        expect(unplacedWithRoom(tournament, scheduleMatches(tournament))).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});

/** Small tournaments the exhaustive search can settle: up to 12 matches on up to 3 courts, one or two short days. */
const smallArb: fc.Arbitrary<ScheduleInput> = fc
  .record({
    courts: fc.integer({ min: 1, max: 3 }),
    days: fc.uniqueArray(fc.constantFrom('2026-12-05', '2026-12-07'), { minLength: 1, maxLength: 2 }),
    open: fc.integer({ min: 16, max: 26 }),
    hours: fc.integer({ min: 6, max: 12 }),
    minutes: fc.record({
      league: fc.constantFrom(30, 45, 60, 90),
      'semi-final': fc.constantFrom(45, 60, 75),
      final: fc.constantFrom(60, 90),
    }),
    restMinutes: fc.constantFrom(0, 15, 30, 45),
    slots: fc.array(fc.uniqueArray(fc.constantFrom(...TIME_SLOTS), { maxLength: 2 }), { minLength: 4, maxLength: 8 }),
    matches: fc.array(
      fc.record({
        division: fc.constantFrom('A', 'B'),
        stage: fc.constantFrom<MatchType>('league', 'league', 'league', 'knockout', 'semi-final', 'final'),
        round: fc.integer({ min: 1, max: 3 }),
        pair: fc.tuple(fc.nat(), fc.nat()),
      }),
      { minLength: 4, maxLength: 12 },
    ),
  })
  .map((t): ScheduleInput => {
    const players = t.slots.map((_, i) => `p${i}`);
    const matches = t.matches.flatMap(({ division, stage, round, pair }, n): SchedulableMatch[] => {
      const [a, b] = [
        players[pair[0] % players.length],
        players[(pair[0] + 1 + (pair[1] % (players.length - 1))) % players.length],
      ];
      return [{ id: `${division}-${stage}-${round}-${n}`, division, matchType: stage, round, players: [a, b] }];
    });
    return {
      settings: {
        timeZone: 'Europe/London',
        courts: Array.from({ length: t.courts }, (_, i) => ({ name: `Court ${i + 1}` })),
        days: t.days.map((date) => ({ date, start: hhmm(t.open * 30), end: hhmm((t.open + t.hours) * 30) })),
        minutes: t.minutes,
        restMinutes: t.restMinutes,
      },
      matches,
      availability: Object.fromEntries(t.slots.map((slots, i) => [players[i], slots])),
    };
  });

/** A handful of matches on one short day and a shorter one, every time a multiple of 15 minutes. */
const tinyArb: fc.Arbitrary<ScheduleInput> = fc
  .record({
    courts: fc.integer({ min: 1, max: 2 }),
    close: fc.constantFrom('12:00', '13:00', '14:00'),
    minutes: fc.record({ league: fc.constantFrom(30, 45, 60), 'semi-final': fc.constantFrom(30, 60), final: fc.constant(45) }),
    restMinutes: fc.constantFrom(0, 15, 30),
    slots: fc.array(fc.constantFrom<TimeSlot[]>([], ['morning'], ['afternoon'], ['morning', 'afternoon'], ['late_afternoon']), {
      minLength: 4,
      maxLength: 4,
    }),
    matches: fc.array(
      fc.record({
        stage: fc.constantFrom<MatchType>('league', 'league', 'semi-final', 'final', 'knockout'),
        round: fc.integer({ min: 1, max: 3 }),
        pair: fc.tuple(fc.nat(3), fc.integer({ min: 1, max: 3 })),
      }),
      { minLength: 1, maxLength: 5 },
    ),
  })
  .map((t): ScheduleInput => ({
    settings: {
      timeZone: 'UTC',
      courts: Array.from({ length: t.courts }, (_, i) => ({ name: `C${i + 1}` })),
      days: [
        { date: '2026-12-07', start: '11:00', end: t.close },
        { date: '2026-12-08', start: '12:00', end: '13:30' },
      ],
      minutes: t.minutes,
      restMinutes: t.restMinutes,
    },
    matches: t.matches.map(({ stage, round, pair: [a, step] }, n) => ({
      id: `m${n}`,
      division: '1',
      matchType: stage,
      round,
      players: [`p${a}`, `p${(a + step) % 4}`],
    })),
    availability: Object.fromEntries(t.slots.map((slots, i) => [`p${i}`, slots])),
  }));

/** The engine's placed count, league round inversions and last end, read from its schedule. */
function measure(input: ScheduleInput, schedule: Schedule) {
  const byId = new Map(input.matches.map((m) => [m.id, m]));
  const held = schedule.placed.map((p) => ({ match: byId.get(p.matchId)!, from: instant(p.start), to: instant(p.end) }));
  const inversions = held.flatMap((a) => held.filter((b) => laterRound(a.match, b.match) && a.from < b.from)).length;
  return { placed: held.length, inversions, makespan: Math.max(-Infinity, ...held.map((h) => h.to)) };
}

describe('scheduleMatches against an exhaustive search', () => {
  it('places as many as the best schedule, in the same round order, and ends as early in at least 95% of cases', () => {
    const tournaments = fc.sample(smallArb, { seed: 41, numRuns: 120 });
    let placedAsMany = 0;
    let endsAsEarly = 0;
    for (const tournament of tournaments) {
      const best = exhaustiveBest(tournament);
      const got = measure(tournament, scheduleMatches(tournament));
      expect(got.placed).toBeLessThanOrEqual(best.placed);
      if (got.placed === best.placed) placedAsMany++;
      if (got.placed === best.placed && got.inversions === best.inversions && got.makespan === best.makespan) endsAsEarly++;
    }
    const rate = (count: number) => `${count}/${tournaments.length} (${((100 * count) / tournaments.length).toFixed(1)} %)`;
    console.info(`Against exhaustive search: placed as many ${rate(placedAsMany)}, ended as early ${rate(endsAsEarly)}`);
    expect(placedAsMany / tournaments.length).toBeGreaterThanOrEqual(0.95);
    expect(endsAsEarly / tournaments.length).toBeGreaterThanOrEqual(0.95);
  }, 60_000);

  it('finds with its exhaustive search what plain enumeration of every start finds (the test support is sound)', () => {
    fc.assert(
      fc.property(tinyArb, (tournament) => {
        const { placed, inversions, makespan } = exhaustiveBest(tournament);
        expect({ placed, inversions, makespan }).toEqual(enumerateEveryStart(tournament));
      }),
      { numRuns: 40, seed: 41 },
    );
  });
});
