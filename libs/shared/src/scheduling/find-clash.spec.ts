import { describe, expect, it } from 'vitest';
import { findClash } from './find-clash';
import { MONDAY, input, league, match, settings } from './test-support.test';
import type { Placement } from './types';
import { zonedDateTime } from './zoned-time';

const courts = [{ name: 'Court 1' }, { name: 'Court 2' }, { name: 'Court 3' }, { name: 'Court 4' }];
const matches = [
  league(1, 1, ['a', 'b']),
  league(1, 2, ['c', 'd']),
  league(1, 3, ['e', 'f']),
  league(2, 1, ['a', 'c']),
  league(2, 2, ['b', 'd']),
  match('semi-final', 1, 1, ['a', 'd']),
  match('semi-final', 1, 2, ['b', 'c']),
  match('final', 1, 1, ['a', 'b']),
  match('semi-final', 1, 1, ['p', 'q'], '2'),
  match('final', 1, 1, ['r', 's'], '2'),
];
const given = input(matches, { settings: settings({ courts }) }, { d: ['morning', 'afternoon'] });
const names = { a: 'Anna', c: 'Cara', d: 'Dev' };

const at = (matchId: string, court: string, from: string, to: string, date = MONDAY): Placement => ({
  matchId,
  court,
  start: zonedDateTime(date, from, 'Europe/London'),
  end: zonedDateTime(date, to, 'Europe/London'),
});
const placements = [
  at('1-league-1-1', 'Court 1', '09:00', '10:00'),
  at('1-league-1-2', 'Court 2', '09:00', '10:00'),
  at('2-semi-final-1-1', 'Court 3', '09:00', '10:15'),
  at('1-league-2-1', 'Court 1', '10:30', '11:30'),
  at('1-league-2-2', 'Court 2', '10:30', '11:30'),
  at('1-league-1-3', 'Court 3', '10:30', '11:30'),
  at('1-semi-final-1-1', 'Court 1', '12:00', '13:15'),
  at('1-semi-final-1-2', 'Court 2', '12:00', '13:15'),
  at('1-final-1-1', 'Court 1', '14:00', '15:30'),
];
const move = (matchId: string, court: string, time: string, date = MONDAY) =>
  findClash(given, placements, { matchId, court, start: `${date}T${time}` }, names);

describe('findClash', () => {
  it('finds nothing when the move keeps every rule, its own old place aside', () => {
    expect(move('1-final-1-1', 'Court 2', '14:00')).toBeNull();
    expect(move('1-final-1-1', 'Court 1', '14:00')).toBeNull();
    expect(move('2-final-1-1', 'Court 4', '10:15')).toBeNull();
  });

  it('names the match on the court (court)', () => {
    expect(move('1-league-2-2', 'Court 1', '10:30')).toEqual({
      kind: 'court',
      message: 'Court 1 is taken by 1-league-2-1 from 10:30 to 11:30',
    });
    expect(move('1-league-2-2', 'Court 1', '09:59')).toEqual({
      kind: 'court',
      message: 'Court 1 is taken by 1-league-1-1 from 09:00 to 10:00',
    });
  });

  it('refuses a court that is not one of the courts (court)', () => {
    expect(move('1-final-1-1', 'Court 9', '14:00')).toEqual({ kind: 'court', message: 'Court 9 is not one of the courts' });
  });

  it('names the player and the match they are playing (player)', () => {
    expect(move('1-league-1-2', 'Court 4', '10:30')).toEqual({
      kind: 'player',
      message: 'Cara (c) plays 1-league-2-1 from 10:30 to 11:30',
    });
  });

  it('asks for rest after a match and before the next one (rest)', () => {
    expect(move('1-league-2-1', 'Court 1', '10:15')).toEqual({
      kind: 'rest',
      message: 'Anna (a) plays 1-league-1-1 until 10:00 and needs 30 minutes of rest',
    });
    expect(move('1-league-1-1', 'Court 4', '09:10')).toEqual({
      kind: 'rest',
      message: 'Anna (a) plays 1-league-2-1 from 10:30 and needs 30 minutes of rest before it',
    });
  });

  it("keeps within every player's chosen slots (availability)", () => {
    expect(move('1-league-2-2', 'Court 4', '14:30')).toEqual({
      kind: 'availability',
      message: 'Dev (d) is not available from 14:30 to 15:30 (free 09:00 to 15:00 on 2026-12-07)',
    });
  });

  it('keeps the order of play both ways (order)', () => {
    expect(move('2-final-1-1', 'Court 4', '10:00')).toEqual({
      kind: 'order',
      message: '2-final-1-1 must start after 2-semi-final-1-1 ends',
    });
    expect(move('1-league-1-3', 'Court 4', '11:30')).toEqual({
      kind: 'order',
      message: '1-semi-final-1-1 must start after 1-league-1-3 ends',
    });
  });

  it("lets a league round go after a player's later round: round order is a preference, not a clash", () => {
    const rounds = input([league(1, 1, ['a', 'b']), league(2, 1, ['a', 'c'])]);
    const placed = [at('1-league-2-1', 'Court 1', '09:00', '10:00')];
    expect(findClash(rounds, placed, { matchId: '1-league-1-1', court: 'Court 2', start: `${MONDAY}T11:00` })).toBeNull();
  });

  it('keeps within the playing days and their hours (hours)', () => {
    expect(move('1-final-1-1', 'Court 1', '17:00')).toEqual({
      kind: 'hours',
      message: '1-final-1-1 would run from 17:00 to 18:30, outside the playing hours (09:00 to 18:00)',
    });
    expect(move('1-final-1-1', 'Court 1', '08:30')).toMatchObject({ kind: 'hours' });
    expect(move('1-final-1-1', 'Court 1', '10:00', '2026-12-08')).toEqual({
      kind: 'hours',
      message: '2026-12-08 is not a playing day',
    });
  });

  it('names players by id when no name is given', () => {
    expect(findClash(given, placements, { matchId: '1-league-1-2', court: 'Court 4', start: '2026-12-07T10:30' })).toEqual({
      kind: 'player',
      message: 'c plays 1-league-2-1 from 10:30 to 11:30',
    });
  });

  it('throws for a match that is not in the input', () => {
    expect(() => move('9-league-1-1', 'Court 1', '09:00')).toThrow(RangeError);
  });
});
