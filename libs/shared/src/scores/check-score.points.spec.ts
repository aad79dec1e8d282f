import { describe, expect, it } from 'vitest';
import { checkScore, type SideScore } from './check-score';
import type { ScoreFormatCode } from './score-formats';

const played = (code: ScoreFormatCode, sets: SideScore[]) => checkScore(code, { outcome: 'completed', sets });
const problems = (code: ScoreFormatCode, sets: SideScore[]) => {
  const check = played(code, sets);
  return check.ok ? [] : check.problems;
};
const g = (a: number, b: number): SideScore => ({ a, b });
const POINTS = 'Points must be a whole number from 0 to 99';

describe('checkScore: pickleball games', () => {
  it('accepts games won at the target by 2, or beyond it by exactly 2', () => {
    expect(played('pickleball-11-best-of-3', [g(11, 9), g(9, 11), g(13, 11)])).toEqual({
      ok: true,
      winner: 'A',
      setsWon: { a: 2, b: 1 },
    });
    expect(played('pickleball-11-best-of-1', [g(0, 11)])).toEqual({ ok: true, winner: 'B', setsWon: { a: 0, b: 1 } });
    expect(played('pickleball-15-best-of-1', [g(15, 13)])).toMatchObject({ ok: true, winner: 'A' });
    expect(played('pickleball-15-best-of-3', [g(17, 15), g(15, 0)])).toMatchObject({ ok: true, winner: 'A' });
    expect(played('pickleball-21-best-of-3', [g(21, 19), g(21, 23), g(23, 21)])).toMatchObject({ ok: true, winner: 'A' });
    expect(played('pickleball-21-best-of-1', [g(19, 21)])).toMatchObject({ ok: true, winner: 'B' });
  });

  it('names a game that is not finished or not possible', () => {
    expect(problems('pickleball-11-best-of-1', [g(11, 10)])).toEqual([
      { path: ['sets', 0], message: 'Game 1: 11-10 is not a finished game (a game to 11 is won by 2 points)' },
    ]);
    expect(problems('pickleball-11-best-of-1', [g(13, 10)])).toEqual([
      { path: ['sets', 0], message: 'Game 1: 13-10 is not a possible game score' },
    ]);
    expect(problems('pickleball-21-best-of-3', [g(21, 5), g(20, 22), g(15, 20)])).toEqual([
      { path: ['sets', 2], message: 'Game 3: 15-20 is not a finished game (a game to 21 is won by 2 points)' },
    ]);
    expect(problems('pickleball-15-best-of-1', [g(11, 5)])[0].message).toBe(
      'Game 1: 11-5 is not a finished game (a game to 15 is won by 2 points)',
    );
  });

  it('refuses points outside 0 to 99 and tie-break scores on a game', () => {
    expect(problems('pickleball-11-best-of-1', [g(11, -1)])).toEqual([{ path: ['sets', 0, 'b'], message: POINTS }]);
    expect(problems('pickleball-11-best-of-1', [g(100, 98)])).toEqual([{ path: ['sets', 0, 'a'], message: POINTS }]);
    expect(problems('pickleball-11-best-of-1', [{ a: 11, b: 5, tieBreakB: 3 }])).toEqual([
      { path: ['sets', 0, 'tieBreakB'], message: 'Game 1: a game has no tie-break score' },
    ]);
  });

  it('counts games, not sets, in match-level messages', () => {
    expect(problems('pickleball-11-best-of-1', [g(11, 5), g(11, 3)])).toEqual([
      { path: ['sets'], message: 'At most 1 game can be played in this format' },
      { path: ['sets', 1], message: 'Game 2: the match was already won after game 1' },
    ]);
    expect(problems('pickleball-11-best-of-3', [g(11, 5)])).toEqual([
      { path: ['sets'], message: 'A best-of-3 match ends when one side wins 2 games' },
    ]);
    expect(problems('pickleball-11-best-of-3', [])).toEqual([{ path: ['sets'], message: 'At least one game is required' }]);
  });
});

describe('checkScore: table tennis games', () => {
  it('plays games to 11, won by 2', () => {
    expect(played('table-tennis-best-of-5', [g(11, 0), g(11, 9), g(13, 15), g(15, 13)])).toEqual({
      ok: true,
      winner: 'A',
      setsWon: { a: 3, b: 1 },
    });
    expect(played('table-tennis-best-of-3', [g(9, 11), g(5, 11)])).toEqual({ ok: true, winner: 'B', setsWon: { a: 0, b: 2 } });
    const seven = [g(11, 1), g(1, 11), g(11, 2), g(2, 11), g(11, 3), g(3, 11), g(12, 10)];
    expect(played('table-tennis-best-of-7', seven)).toEqual({ ok: true, winner: 'A', setsWon: { a: 4, b: 3 } });
  });

  it('names unfinished, impossible and extra games', () => {
    expect(problems('table-tennis-best-of-3', [g(11, 11), g(11, 5), g(11, 5)])).toEqual([
      { path: ['sets', 0], message: 'Game 1: 11-11 is not a finished game (a game to 11 is won by 2 points)' },
    ]);
    expect(problems('table-tennis-best-of-3', [g(11, 5), g(14, 11), g(11, 5)])).toEqual([
      { path: ['sets', 1], message: 'Game 2: 14-11 is not a possible game score' },
    ]);
    expect(problems('table-tennis-best-of-5', [g(11, 5), g(11, 5), g(11, 5), g(11, 5)])).toEqual([
      { path: ['sets', 3], message: 'Game 4: the match was already won after game 3' },
    ]);
    expect(problems('table-tennis-best-of-7', [g(11, 5), g(11, 5), g(11, 5)])).toEqual([
      { path: ['sets'], message: 'A best-of-7 match ends when one side wins 4 games' },
    ]);
  });
});
