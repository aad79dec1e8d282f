import { describe, expect, it } from 'vitest';
import { RESULT_MESSAGES } from '../validation/result.messages';
import { checkScore, type SideScore } from './check-score';
import type { ScoreFormatCode } from './score-formats';

const played = (code: ScoreFormatCode, sets: SideScore[], winner?: 'A' | 'B') =>
  checkScore(code, { outcome: 'completed', sets, winner });
const problems = (code: ScoreFormatCode, sets: SideScore[], winner?: 'A' | 'B') => {
  const check = played(code, sets, winner);
  return check.ok ? [] : check.problems;
};
const s = (a: number, b: number, tieBreakA?: number | null, tieBreakB?: number | null): SideScore => ({
  a,
  b,
  tieBreakA,
  tieBreakB,
});
const BO3 = 'tennis-best-of-3';
const MTB = 'tennis-best-of-3-match-tie-break';
const NOT_DONE = '(a set ends 6-4 or better, 7-5 or 7-6)';

describe('checkScore: tennis sets', () => {
  it('accepts finished sets and tie-breaks, deriving the winner and sets won', () => {
    expect(played(BO3, [s(6, 4), s(6, 3)])).toEqual({ ok: true, winner: 'A', setsWon: { a: 2, b: 0 } });
    expect(played(BO3, [s(7, 6, 7, 5), s(4, 6), s(6, 7, 10, 12)], 'B')).toEqual({
      ok: true,
      winner: 'B',
      setsWon: { a: 1, b: 2 },
    });
    expect(played(BO3, [s(7, 6, 12, 10), s(7, 5)])).toMatchObject({ ok: true, winner: 'A' });
    expect(played(BO3, [s(7, 6), s(0, 6), s(6, 0)])).toMatchObject({ ok: true, winner: 'A' });
    expect(played(BO3, [s(7, 6, null, null), s(7, 6, 7, 0)])).toMatchObject({ ok: true, winner: 'A' });
    const five = [s(6, 4), s(3, 6), s(6, 4), s(4, 6), s(7, 5)];
    expect(played('tennis-best-of-5', five)).toEqual({ ok: true, winner: 'A', setsWon: { a: 3, b: 2 } });
  });

  it('refuses games outside 0 to 7 with the result form message', () => {
    for (const bad of [-1, 8, 6.5, Number.NaN, Infinity]) {
      expect(problems(BO3, [s(bad, 4), s(6, 4), s(6, 4)])[0]).toEqual({ path: ['sets', 0, 'a'], message: RESULT_MESSAGES.games });
    }
  });

  it('names a set that is not finished or not possible', () => {
    expect(problems(BO3, [s(6, 4), s(6, 5), s(6, 4)])).toEqual([
      { path: ['sets', 1], message: `Set 2: 6-5 is not a finished set ${NOT_DONE}` },
    ]);
    expect(problems(BO3, [s(7, 7), s(6, 4), s(6, 4)])).toEqual([
      { path: ['sets', 0], message: 'Set 1: 7-7 is not a possible set score' },
    ]);
    expect(problems(BO3, [s(6, 4), s(8, 6), s(6, 4)])).toEqual([
      { path: ['sets', 1, 'a'], message: RESULT_MESSAGES.games },
      { path: ['sets', 1], message: 'Set 2: 8-6 is not a possible set score' },
    ]);
    expect(problems(BO3, [s(3, 7), s(6, 4), s(6, 4)])).toEqual([
      { path: ['sets', 0], message: 'Set 1: 3-7 is not a possible set score' },
    ]);
  });

  it('checks the tie-break of a 7-6 set and refuses one anywhere else', () => {
    expect(problems(BO3, [s(7, 6, 7, 6), s(6, 4)])).toEqual([
      { path: ['sets', 0, 'tieBreakB'], message: 'Set 1: 7-6 is not a possible tie-break score (first to 7 points, won by 2)' },
    ]);
    expect(problems(BO3, [s(6, 4), s(6, 7, 6, 9)])[0]).toEqual({
      path: ['sets', 1, 'tieBreakA'],
      message: 'Set 2: 6-9 is not a possible tie-break score (first to 7 points, won by 2)',
    });
    expect(problems(BO3, [s(7, 6, 5, 7), s(6, 4)])).toEqual([
      { path: ['sets', 0, 'tieBreakB'], message: 'Set 1: the side with 7 games must win the tie-break' },
    ]);
    expect(problems(BO3, [s(6, 4, 7, 5), s(6, 4)])).toEqual([
      { path: ['sets', 0, 'tieBreakA'], message: 'Set 1: only a 7-6 set has a tie-break score' },
    ]);
    expect(problems(BO3, [s(6, 4), s(7, 6, null, 5)])).toEqual([
      { path: ['sets', 1, 'tieBreakA'], message: 'Set 2: enter both tie-break scores, or neither' },
    ]);
    expect(problems(BO3, [s(7, 6, 100, 98), s(6, 4)])).toEqual([
      { path: ['sets', 0, 'tieBreakA'], message: 'Set 1: tie-break points must be a whole number from 0 to 99' },
    ]);
  });

  it('ends the match when a side has won enough sets', () => {
    expect(problems(BO3, [s(6, 4), s(3, 6), s(6, 2), s(6, 1)])).toEqual([
      { path: ['sets'], message: 'At most 3 sets can be played in this format' },
      { path: ['sets', 3], message: 'Set 4: the match was already won after set 3' },
    ]);
    expect(problems(BO3, [s(6, 4), s(6, 4), s(6, 4)])).toEqual([
      { path: ['sets', 2], message: 'Set 3: the match was already won after set 2' },
    ]);
    expect(problems(BO3, [s(6, 4)])).toEqual([{ path: ['sets'], message: 'A best-of-3 match ends when one side wins 2 sets' }]);
    expect(problems('tennis-best-of-5', [s(6, 4), s(6, 4)])).toEqual([
      { path: ['sets'], message: 'A best-of-5 match ends when one side wins 3 sets' },
    ]);
    expect(problems(BO3, [])).toEqual([{ path: ['sets'], message: 'At least one set is required' }]);
  });

  it('refuses a winner other than the side that won', () => {
    expect(problems(BO3, [s(6, 4), s(6, 4)], 'B')).toEqual([
      { path: ['winner'], message: 'The winner must be the side that won the match' },
    ]);
  });
});

describe('checkScore: match tie-break as deciding set', () => {
  it('plays the third set as a match tie-break to 10, won by 2', () => {
    expect(played(MTB, [s(6, 4), s(4, 6), s(10, 8)])).toEqual({ ok: true, winner: 'A', setsWon: { a: 2, b: 1 } });
    expect(played(MTB, [s(7, 6, 8, 6), s(4, 6), s(12, 14)])).toEqual({ ok: true, winner: 'B', setsWon: { a: 1, b: 2 } });
    expect(played(MTB, [s(6, 4), s(6, 3)])).toMatchObject({ ok: true, winner: 'A' });
  });

  it('names a deciding set that is not a finished match tie-break', () => {
    const [first, second] = [s(6, 4), s(4, 6)];
    expect(problems(MTB, [first, second, s(6, 4)])[0]).toEqual({
      path: ['sets', 2],
      message: 'Set 3: 6-4 is not a finished match tie-break (first to 10 points, won by 2)',
    });
    expect(problems(MTB, [first, second, s(10, 9)])[0].message).toBe(
      'Set 3: 10-9 is not a finished match tie-break (first to 10 points, won by 2)',
    );
    expect(problems(MTB, [first, second, s(13, 10)])[0]).toEqual({
      path: ['sets', 2],
      message: 'Set 3: 13-10 is not a possible match tie-break score',
    });
    expect(problems(MTB, [first, second, s(10, 8, 7, 5)])).toEqual([
      { path: ['sets', 2, 'tieBreakA'], message: 'Set 3: a match tie-break has no separate tie-break score' },
    ]);
    expect(problems(MTB, [first, second, s(100, 98)])).toEqual([
      { path: ['sets', 2, 'a'], message: 'Points must be a whole number from 0 to 99' },
    ]);
  });

  it('keeps sets 1 and 2 as regular sets', () => {
    expect(problems(MTB, [s(10, 8), s(6, 4), s(6, 4)])[0]).toEqual({ path: ['sets', 0, 'a'], message: RESULT_MESSAGES.games });
  });
});
