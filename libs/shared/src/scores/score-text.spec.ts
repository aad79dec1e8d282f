import { describe, expect, it } from 'vitest';
import { scoreText } from './score-text';

describe('scoreText', () => {
  it('writes sets from side A, with the tie-break loser points in brackets', () => {
    expect(
      scoreText({
        outcome: 'completed',
        sets: [
          { a: 7, b: 6, tieBreakA: 7, tieBreakB: 5 },
          { a: 6, b: 4 },
        ],
      }),
    ).toBe('7-6(5), 6-4');
    expect(
      scoreText({
        outcome: 'completed',
        sets: [
          { a: 6, b: 7, tieBreakA: 10, tieBreakB: 12 },
          { a: 6, b: 4 },
        ],
      }),
    ).toBe('6-7(10), 6-4');
  });

  it('leaves out a tie-break given as null or only half given', () => {
    expect(scoreText({ outcome: 'completed', sets: [{ a: 7, b: 6, tieBreakA: null, tieBreakB: null }] })).toBe('7-6');
    expect(scoreText({ outcome: 'completed', sets: [{ a: 7, b: 6, tieBreakA: 7 }] })).toBe('7-6');
  });

  it('writes games of points and match tie-breaks as plain numbers', () => {
    const sets = [
      { a: 11, b: 9 },
      { a: 8, b: 11 },
      { a: 11, b: 7 },
    ];
    expect(scoreText({ outcome: 'completed', sets })).toBe('11-9, 8-11, 11-7');
    expect(
      scoreText({
        outcome: 'completed',
        sets: [
          { a: 6, b: 4 },
          { a: 4, b: 6 },
          { a: 14, b: 12 },
        ],
      }),
    ).toBe('6-4, 4-6, 14-12');
  });

  it('writes a walkover as W/O whatever the sets say', () => {
    expect(scoreText({ outcome: 'walkover', sets: [] })).toBe('W/O');
    expect(scoreText({ outcome: 'walkover', sets: [{ a: 6, b: 0 }] })).toBe('W/O');
  });

  it('marks a retirement after the score so far', () => {
    expect(
      scoreText({
        outcome: 'retired',
        sets: [
          { a: 6, b: 4 },
          { a: 3, b: 2 },
        ],
      }),
    ).toBe('6-4, 3-2 ret.');
    expect(scoreText({ outcome: 'retired', sets: [] })).toBe('ret.');
  });
});
