import { describe, expect, it } from 'vitest';
import { MARGIN_WEIGHT, winnerScore } from './margin';

const weight = MARGIN_WEIGHT.tennis;

describe('winner score from the margin', () => {
  it('gives a full point without scores, and for a straight, lopsided win', () => {
    expect(winnerScore(undefined, true, weight)).toBe(1);
    expect(winnerScore([], true, weight)).toBe(1);
    expect(
      winnerScore(
        [
          { a: 6, b: 1 },
          { a: 6, b: 2 },
        ],
        true,
        weight,
      ),
    ).toBe(1);
  });

  it('gives a close three-setter less, but never less than 1 - weight', () => {
    const close = winnerScore(
      [
        { a: 7, b: 6 },
        { a: 4, b: 6 },
        { a: 7, b: 6 },
      ],
      true,
      weight,
    );
    const straight = winnerScore(
      [
        { a: 6, b: 4 },
        { a: 6, b: 4 },
      ],
      true,
      weight,
    );
    expect(close).toBeLessThan(straight);
    expect(straight).toBeLessThan(1);
    expect(close).toBeGreaterThanOrEqual(1 - weight);
    expect(1 - weight).toBeGreaterThanOrEqual(0.75);
  });

  it("reads the winner's numbers from side B when B won", () => {
    const sets = [
      { a: 3, b: 6 },
      { a: 6, b: 7 },
    ];
    const swapped = sets.map(({ a, b }) => ({ a: b, b: a }));
    expect(winnerScore(sets, false, weight)).toBe(winnerScore(swapped, true, weight));
  });

  it('clamps scores that disagree with the winner to the smallest winning score', () => {
    const lostOnGames = [
      { a: 0, b: 6 },
      { a: 0, b: 6 },
    ];
    expect(winnerScore(lostOnGames, true, weight)).toBeCloseTo(1 - weight, 12);
  });

  it('counts the margin less in the noisier games to 11', () => {
    expect(MARGIN_WEIGHT.table_tennis).toBeLessThan(MARGIN_WEIGHT.tennis);
    expect(MARGIN_WEIGHT.pickleball).toBeLessThan(MARGIN_WEIGHT.tennis);
  });
});
