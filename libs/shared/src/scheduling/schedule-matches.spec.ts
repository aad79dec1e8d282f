import { describe, expect, it } from 'vitest';
import { exhaustiveBest } from './exhaustive-schedule.test';
import { scheduleMatches } from './schedule-matches';
import { MONDAY, SATURDAY, board, input, league, match, placementOf, settings } from './test-support.test';
import type { Schedule } from './types';

const TUESDAY = '2026-12-08';

/** matchId → kind of each unplaced match, for compact expectations. */
const kinds = (schedule: Schedule) => Object.fromEntries(schedule.unplaced.map((u) => [u.matchId, u.kind]));

describe('scheduleMatches: playing hours (rule 1)', () => {
  it('starts at the start of the day and writes ISO 8601 with the offset', () => {
    const schedule = scheduleMatches(input([league(1, 1, ['a', 'b'])]));
    expect(schedule).toEqual({
      placed: [
        { matchId: '1-league-1-1', court: 'Court 1', start: '2026-12-07T09:00:00+00:00', end: '2026-12-07T10:00:00+00:00' },
      ],
      unplaced: [],
      flagged: [],
    });
  });

  it('never runs past the end of a day: the match moves to the next day, where no rest is owed', () => {
    const days = [
      { date: MONDAY, start: '09:00', end: '10:30' },
      { date: TUESDAY, start: '09:00', end: '18:00' },
    ];
    const schedule = scheduleMatches(
      input([league(1, 1, ['a', 'b']), league(2, 1, ['a', 'c'])], { settings: settings({ days }) }),
    );
    expect(placementOf(schedule, '1-league-2-1').start).toBe('2026-12-08T09:00:00+00:00');
  });

  it('leaves a match out when no day has room for it', () => {
    const days = [{ date: MONDAY, start: '09:00', end: '09:45' }];
    const schedule = scheduleMatches(input([league(1, 1, ['a', 'b'])], { settings: settings({ days }) }));
    expect(schedule.unplaced).toEqual([
      { matchId: '1-league-1-1', kind: 'player', reason: expect.stringContaining('too short for a 60-minute match') },
    ]);
  });

  it('uses the days in date order whatever order they are listed in', () => {
    const days = [
      { date: TUESDAY, start: '09:00', end: '18:00' },
      { date: MONDAY, start: '14:00', end: '18:00' },
    ];
    const schedule = scheduleMatches(input([league(1, 1, ['a', 'b'])], { settings: settings({ days }) }));
    expect(placementOf(schedule, '1-league-1-1').start).toBe('2026-12-07T14:00:00+00:00');
  });

  it('gives every match type its length; knockout takes the league length', () => {
    const matches = [
      match('semi-final', 1, 1, ['a', 'b'], '2'),
      match('final', 1, 1, ['c', 'd'], '3'),
      match('knockout', 1, 1, ['e', 'f'], '4'),
    ];
    const courts = [{ name: 'A' }, { name: 'B' }, { name: 'C' }];
    expect(board(scheduleMatches(input(matches, { settings: settings({ courts }) })))).toEqual({
      '4-knockout-1-1': 'A 09:00-10:00',
      '2-semi-final-1-1': 'B 09:00-10:15',
      '3-final-1-1': 'C 09:00-10:30',
    });
  });
});

describe('scheduleMatches: availability (rule 2)', () => {
  it('waits for the window every player on court shares (doubles: all four)', () => {
    const days = [{ date: MONDAY, start: '08:00', end: '22:00' }];
    const schedule = scheduleMatches(
      input(
        [league(1, 1, ['a', 'b', 'c', 'd'])],
        { settings: settings({ days }) },
        { a: ['morning', 'afternoon'], b: ['flexible'], c: [], d: ['afternoon', 'evening'] },
      ),
    );
    expect(board(schedule)).toEqual({ '1-league-1-1': 'Court 1 12:00-13:00' });
  });

  it('lets a match run across adjoining slots, which join into one window', () => {
    const minutes = { league: 120, 'semi-final': 120, final: 120 };
    const matches = [league(1, 1, ['a', 'x']), league(2, 1, ['a', 'y'])];
    const joined = scheduleMatches(input(matches, { settings: settings({ minutes }) }, { a: ['morning', 'afternoon'] }));
    expect(board(joined)['1-league-2-1']).toBe('Court 1 11:30-13:30');
    const morningOnly = scheduleMatches(input(matches, { settings: settings({ minutes }) }, { a: ['morning'] }));
    expect(kinds(morningOnly)).toEqual({ '1-league-2-1': 'players-busy' });
  });

  it('counts weekend slots on a Saturday and not on a Monday', () => {
    const days = [
      { date: SATURDAY, start: '07:00', end: '20:00' },
      { date: MONDAY, start: '07:00', end: '20:00' },
    ];
    const availability = { a: ['weekend_afternoon' as const], b: ['weekend_afternoon' as const, 'evening' as const] };
    const schedule = scheduleMatches(
      input([league(1, 1, ['a', 'b']), league(1, 2, ['b', 'c'])], { settings: settings({ days }) }, availability),
    );
    expect(placementOf(schedule, '1-league-1-1').start).toBe('2026-12-05T13:00:00+00:00');
    // b's evening runs past Saturday's 20:00 close, so it can fall after the weekend afternoon there.
    expect(placementOf(schedule, '1-league-1-2').start).toBe('2026-12-05T14:30:00+00:00');
    const monday = scheduleMatches(input([league(1, 1, ['a', 'b'])], { settings: settings() }, availability));
    expect(kinds(monday)).toEqual({ '1-league-1-1': 'player' });
  });
});

describe('scheduleMatches: courts, players and rest (rule 3)', () => {
  it('fills the courts in their order and never doubles a court', () => {
    const matches = [league(1, 1, ['a', 'b']), league(1, 2, ['c', 'd']), league(1, 3, ['e', 'f'])];
    expect(board(scheduleMatches(input(matches)))).toEqual({
      '1-league-1-1': 'Court 1 09:00-10:00',
      '1-league-1-2': 'Court 2 09:00-10:00',
      '1-league-1-3': 'Court 1 10:00-11:00',
    });
  });

  it('gives a player their rest between matches on one day', () => {
    const matches = [league(1, 1, ['a', 'b']), league(1, 2, ['a', 'c'])];
    expect(board(scheduleMatches(input(matches)))['1-league-1-2']).toBe('Court 1 10:30-11:30');
    const noRest = scheduleMatches(input(matches, { settings: settings({ restMinutes: 0 }) }));
    expect(board(noRest)['1-league-1-2']).toBe('Court 1 10:00-11:00');
  });

  it("puts another division's match in the time a player's rest leaves, so the day ends earlier", () => {
    // Placed in stage order, division 1's final would wait for a's rest and leave the court idle from 10:15 to 10:45.
    const matches = [
      match('semi-final', 1, 1, ['a', 'b']),
      match('final', 1, 1, ['a', 'c']),
      match('final', 1, 1, ['x', 'y'], '2'),
    ];
    expect(board(scheduleMatches(input(matches, { settings: settings({ courts: [{ name: 'Centre' }] }) })))).toEqual({
      '1-semi-final-1-1': 'Centre 09:00-10:15',
      '2-final-1-1': 'Centre 10:15-11:45',
      '1-final-1-1': 'Centre 11:45-13:15',
    });
  });
});

describe('scheduleMatches: order of play (rule 4)', () => {
  it("plays a player's league rounds in order", () => {
    // Round 2 is listed first and c is free at 09:00, but a plays round 1 first.
    const matches = [league(2, 1, ['a', 'c']), league(1, 1, ['a', 'b'])];
    expect(board(scheduleMatches(input(matches)))).toEqual({
      '1-league-1-1': 'Court 1 09:00-10:00',
      '1-league-2-1': 'Court 1 10:30-11:30',
    });
  });

  it('does not hold a league round back for matches of players it does not share', () => {
    const matches = [league(1, 1, ['a', 'b']), league(1, 2, ['c', 'd']), league(1, 3, ['e', 'f']), league(2, 1, ['g', 'h'])];
    expect(board(scheduleMatches(input(matches)))['1-league-2-1']).toBe('Court 2 10:00-11:00');
  });

  it('plays semi-finals after the whole league of their division, and finals after the semi-finals', () => {
    const matches = [
      league(1, 1, ['a', 'b']),
      league(1, 2, ['c', 'd']),
      league(1, 3, ['e', 'f']),
      league(1, 1, ['p', 'q'], '2'),
      match('semi-final', 1, 1, ['g', 'h']),
      match('semi-final', 1, 2, ['i', 'j']),
      match('final', 1, 1, ['k', 'l']),
    ];
    const courts = [{ name: 'A' }, { name: 'B' }, { name: 'C' }];
    expect(board(scheduleMatches(input(matches, { settings: settings({ courts }) })))).toEqual({
      '1-league-1-1': 'A 09:00-10:00',
      '1-league-1-2': 'B 09:00-10:00',
      '1-league-1-3': 'C 09:00-10:00',
      '2-league-1-1': 'A 10:00-11:00',
      '1-semi-final-1-1': 'B 10:00-11:15',
      '1-semi-final-1-2': 'C 10:00-11:15',
      '1-final-1-1': 'A 11:15-12:45',
    });
  });

  it('plays a final without semi-finals after its league, whose standings pick the finalists', () => {
    const matches = [league(1, 1, ['a', 'b']), match('final', 1, 1, ['c', 'd'])];
    expect(board(scheduleMatches(input(matches)))['1-final-1-1']).toBe('Court 1 10:00-11:30');
  });

  it('plays knockout rounds in order within a division, other divisions alongside', () => {
    const matches = [
      match('knockout', 1, 1, ['a', 'b']),
      match('knockout', 1, 2, ['c', 'd']),
      match('knockout', 2, 1, ['e', 'f']),
      match('knockout', 1, 1, ['x', 'y'], '2'),
    ];
    const courts = [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }];
    expect(board(scheduleMatches(input(matches, { settings: settings({ courts }) })))).toEqual({
      '1-knockout-1-1': 'A 09:00-10:00',
      '1-knockout-1-2': 'B 09:00-10:00',
      '2-knockout-1-1': 'C 09:00-10:00',
      '1-knockout-2-1': 'A 10:00-11:00',
    });
  });

  it('reports a match that cannot be played and holds nothing back for it: later rounds and stages follow the rest', () => {
    const matches = [
      league(1, 1, ['a', 'b']),
      league(2, 1, ['a', 'c']),
      match('semi-final', 1, 1, ['d', 'e']),
      match('final', 1, 1, ['f', 'g']),
    ];
    const schedule = scheduleMatches(input(matches, {}, { a: ['morning'], b: ['afternoon'] }));
    expect(board(schedule)).toEqual({
      '1-league-2-1': 'Court 1 09:00-10:00',
      '1-semi-final-1-1': 'Court 1 10:00-11:15',
      '1-final-1-1': 'Court 1 11:15-12:45',
    });
    expect(kinds(schedule)).toEqual({ '1-league-1-1': 'common-time' });
  });

  it('still plays a final after its league when its semi-finals have no place', () => {
    // s plays only in the evening, after the day's hours: the semi-final has no place, the final follows the league.
    const matches = [league(1, 1, ['a', 'b']), match('semi-final', 1, 1, ['c', 's']), match('final', 1, 1, ['d', 'e'])];
    const schedule = scheduleMatches(input(matches, {}, { a: ['afternoon'], s: ['evening'] }));
    expect(board(schedule)).toEqual({ '1-league-1-1': 'Court 1 12:00-13:00', '1-final-1-1': 'Court 1 13:00-14:30' });
    expect(kinds(schedule)).toEqual({ '1-semi-final-1-1': 'player' });
  });

  it("prefers a player's league rounds in order, and plays a later round first rather than leave it out", () => {
    // c can play round 2 only in the morning and a's round 1 opponent only in the afternoon.
    const matches = [league(1, 1, ['a', 'b']), league(2, 1, ['a', 'c'])];
    const schedule = scheduleMatches(input(matches, {}, { b: ['afternoon'], c: ['morning'] }));
    expect(board(schedule)).toEqual({ '1-league-2-1': 'Court 1 09:00-10:00', '1-league-1-1': 'Court 1 12:00-13:00' });
  });
});

describe('scheduleMatches: priority and locked placements (rule 5)', () => {
  it('places by stage, then round, then division order, then input order', () => {
    const matches = [
      match('final', 1, 1, ['f1', 'f2'], 'X'),
      league(2, 1, ['r1', 'r2'], 'Y'),
      match('semi-final', 1, 1, ['s1', 's2'], 'Z'),
      match('knockout', 1, 1, ['k1', 'k2'], 'W'),
      league(1, 1, ['a1', 'a2'], 'Y'),
      league(1, 1, ['b1', 'b2'], 'X'),
    ];
    const one = settings({ courts: [{ name: 'Only' }], days: [{ date: MONDAY, start: '09:00', end: '10:00' }] });
    const schedule = scheduleMatches(input(matches, { settings: one }));
    expect(board(schedule)).toEqual({ 'X-league-1-1': 'Only 09:00-10:00' });
    expect(schedule.unplaced.map((u) => u.matchId)).toEqual([
      'Y-league-1-1',
      'Y-league-2-1',
      'W-knockout-1-1',
      'Z-semi-final-1-1',
      'X-final-1-1',
    ]);
  });

  it('keeps locked placements exactly, even outside the rules, and schedules around them', () => {
    const matches = [league(1, 1, ['a', 'b']), league(1, 2, ['c', 'd']), league(1, 3, ['a', 'e'])];
    const fixed = [
      { matchId: '1-league-1-3', court: 'Court 2', start: '2026-12-07T08:15' },
      { matchId: '1-league-1-2', court: 'Court 1', start: '2026-12-07T09:30' },
    ];
    expect(scheduleMatches(input(matches, { fixed })).placed).toEqual([
      { matchId: '1-league-1-3', court: 'Court 2', start: '2026-12-07T08:15:00+00:00', end: '2026-12-07T09:15:00+00:00' },
      { matchId: '1-league-1-2', court: 'Court 1', start: '2026-12-07T09:30:00+00:00', end: '2026-12-07T10:30:00+00:00' },
      { matchId: '1-league-1-1', court: 'Court 2', start: '2026-12-07T09:45:00+00:00', end: '2026-12-07T10:45:00+00:00' },
    ]);
  });

  it('leaves out a locked placement on an unknown court, and holds nothing back for it', () => {
    const matches = [league(1, 1, ['a', 'b']), match('semi-final', 1, 1, ['c', 'd'])];
    const schedule = scheduleMatches(
      input(matches, { fixed: [{ matchId: '1-league-1-1', court: 'Court 9', start: '2026-12-07T09:00' }] }),
    );
    expect(schedule.unplaced).toEqual([
      { matchId: '1-league-1-1', kind: 'locked-court', reason: 'its locked court is not one of the courts' },
    ]);
    expect(board(schedule)).toEqual({ '1-semi-final-1-1': 'Court 1 09:00-10:15' });
  });

  it('starts a match after a locked prerequisite ends, wherever it was locked', () => {
    const matches = [match('semi-final', 1, 1, ['a', 'b']), match('final', 1, 1, ['a', 'c'])];
    const schedule = scheduleMatches(
      input(matches, { fixed: [{ matchId: '1-semi-final-1-1', court: 'Court 2', start: '2026-12-07T12:00' }] }),
    );
    expect(board(schedule)['1-final-1-1']).toBe('Court 1 13:45-15:15');
  });

  it('flags a locked placement the settings no longer allow, and keeps it', () => {
    const matches = [league(1, 1, ['a', 'b'])];
    const schedule = scheduleMatches(
      input(matches, { fixed: [{ matchId: '1-league-1-1', court: 'Court 1', start: '2026-12-07T17:30' }] }),
    );
    expect(board(schedule)).toEqual({ '1-league-1-1': 'Court 1 17:30-18:30' });
    expect(schedule.flagged).toEqual([
      { matchId: '1-league-1-1', message: expect.stringContaining('outside the playing hours') },
    ]);
  });

  it('schedules a match listed twice once, as its first listing', () => {
    // The second listing's players could only play in the afternoon.
    const matches = [league(1, 1, ['a', 'b']), league(1, 1, ['c', 'd'])];
    const schedule = scheduleMatches(input(matches, {}, { c: ['afternoon'] }));
    expect(board(schedule)).toEqual({ '1-league-1-1': 'Court 1 09:00-10:00' });
    expect(schedule.unplaced).toEqual([]);
  });

  it('gives the same schedule for the same input and leaves the input as it was', () => {
    const matches = [
      league(1, 1, ['a', 'b']),
      league(1, 2, ['c', 'd']),
      league(2, 1, ['a', 'c']),
      match('semi-final', 1, 1, ['a', 'd']),
    ];
    const given = input(
      matches,
      { fixed: [{ matchId: '1-league-1-2', court: 'Court 2', start: '2026-12-07T11:00' }] },
      { a: ['morning'] },
    );
    const copy = structuredClone(given);
    expect(scheduleMatches(given)).toEqual(scheduleMatches(copy));
    expect(given).toEqual(copy);
  });
});

describe('scheduleMatches: reasons (rule 6)', () => {
  it('says there is no common time when the players never share a window long enough', () => {
    const schedule = scheduleMatches(input([league(1, 1, ['a', 'b'])], {}, { a: ['morning'], b: ['afternoon'] }));
    expect(kinds(schedule)).toEqual({ '1-league-1-1': 'common-time' });
  });

  it('names the player whose only window lies outside the day hours', () => {
    const schedule = scheduleMatches(input([league(1, 1, ['a', 'b'])], {}, { a: ['evening'] }));
    expect(schedule.unplaced).toEqual([
      { matchId: '1-league-1-1', kind: 'player', reason: expect.stringContaining('a: evening only') },
    ]);
  });

  it('blames the courts when the days fill up', () => {
    const one = settings({ courts: [{ name: 'Only' }], days: [{ date: MONDAY, start: '09:00', end: '11:00' }] });
    const matches = [league(1, 1, ['a', 'b']), league(1, 2, ['c', 'd']), league(1, 3, ['e', 'f'])];
    expect(kinds(scheduleMatches(input(matches, { settings: one })))).toEqual({ '1-league-1-3': 'courts' });
  });

  it('blames the courts when there are none at all', () => {
    const schedule = scheduleMatches(input([league(1, 1, ['a', 'b'])], { settings: settings({ courts: [] }) }));
    expect(kinds(schedule)).toEqual({ '1-league-1-1': 'courts' });
  });
});

describe('scheduleMatches: the examples of issue 41', () => {
  it('places the league matches that fit when one player can never play (Europe/Berlin, one Saturday, 2 courts)', () => {
    const saturday = settings({ timeZone: 'Europe/Berlin', days: [{ date: SATURDAY, start: '09:00', end: '18:00' }] });
    const sides = [
      ['a', 'd'],
      ['b', 'c'],
      ['a', 'c'],
      ['d', 'b'],
      ['a', 'b'],
      ['c', 'd'],
    ];
    const matches = sides.map((players, i) => league(Math.floor(i / 2) + 1, (i % 2) + 1, players));
    const availability = {
      a: ['early_morning' as const],
      b: ['flexible' as const],
      c: ['flexible' as const],
      d: ['flexible' as const],
    };
    const schedule = scheduleMatches(input(matches, { settings: saturday }, availability));
    expect(Object.keys(board(schedule, 'Europe/Berlin')).sort()).toEqual(['1-league-1-2', '1-league-2-2', '1-league-3-2']);
    expect(schedule.unplaced.map((u) => u.matchId).sort()).toEqual(['1-league-1-1', '1-league-2-1', '1-league-3-1']);
    for (const unplaced of schedule.unplaced) {
      expect(unplaced).toMatchObject({ kind: 'player', reason: expect.stringContaining('a: early morning only') });
    }
  });

  it('places every match on one court over two days when a complete schedule exists, which placing stage by stage misses', () => {
    // Ten one-hour matches in ten hours: a 3-player league (z plays only in the evening) and an 8-player knockout.
    // Placed stage by stage, the league's rest leaves half hours idle on the court and the knockout final no room.
    const days = [
      { date: SATURDAY, start: '16:00', end: '21:00' },
      { date: '2026-12-06', start: '16:00', end: '21:00' },
    ];
    const minutes = { league: 60, 'semi-final': 60, final: 60 };
    const knockout = (round: number, n: number, players: string[]) => match('knockout', round, n, players, 'K');
    const matches = [
      league(1, 1, ['x', 'y'], 'L'),
      league(2, 1, ['x', 'z'], 'L'),
      league(3, 1, ['y', 'z'], 'L'),
      knockout(1, 1, ['k1', 'k2']),
      knockout(1, 2, ['k3', 'k4']),
      knockout(1, 3, ['k5', 'k6']),
      knockout(1, 4, ['k7', 'k8']),
      knockout(2, 1, ['k1', 'k3']),
      knockout(2, 2, ['k5', 'k7']),
      knockout(3, 1, ['k1', 'k5']),
    ];
    const tournament = input(
      matches,
      { settings: settings({ courts: [{ name: 'Centre' }], days, minutes }) },
      { z: ['evening'] },
    );
    expect(exhaustiveBest(tournament)).toMatchObject({ placed: 10, inversions: 0 });
    const schedule = scheduleMatches(tournament);
    expect(schedule.unplaced).toEqual([]);
    expect(schedule.placed).toHaveLength(10);
  });
});

describe('scheduleMatches: daylight saving', () => {
  it('writes each day with its own offset around the clocks going forward (London, 2026-03-29)', () => {
    const days = [
      { date: '2026-03-28', start: '09:00', end: '10:00' },
      { date: '2026-03-29', start: '09:00', end: '18:00' },
    ];
    const matches = [league(1, 1, ['a', 'b']), league(2, 1, ['a', 'c'])];
    const schedule = scheduleMatches(input(matches, { settings: settings({ days }) }));
    expect(schedule.placed.map((p) => [p.start, p.end])).toEqual([
      ['2026-03-28T09:00:00+00:00', '2026-03-28T10:00:00+00:00'],
      ['2026-03-29T09:00:00+01:00', '2026-03-29T10:00:00+01:00'],
    ]);
  });

  it('gives a match its real length across the jump', () => {
    const days = [{ date: '2026-03-29', start: '00:30', end: '06:00' }];
    const schedule = scheduleMatches(input([league(1, 1, ['a', 'b'])], { settings: settings({ days }) }));
    expect(placementOf(schedule, '1-league-1-1')).toMatchObject({
      start: '2026-03-29T00:30:00+00:00',
      end: '2026-03-29T02:30:00+01:00',
    });
  });
});
