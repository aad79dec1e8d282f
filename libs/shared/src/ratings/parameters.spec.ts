import { describe, expect, it } from 'vitest';
import { MARGIN_WEIGHT } from './margin';
import { DEFAULT_RATING_PARAMETERS, ratingParameters } from './parameters';
import { createRatingBook, type RatingBookOptions } from './rating-book';
import { RATING_DEFAULT, RATING_DEFAULT_DEVIATION } from './rating-scale';
import { dateAfter } from './simulation.test';

/** A's chance against a beaten rival after ten weekly wins and `gapDays` away: the more A's deviation grew, the lower. */
function predictionAfterGap(options: RatingBookOptions, gapDays: number): number {
  const book = createRatingBook(options);
  for (let week = 0; week < 10; week++) {
    book.record({ playedOn: dateAfter(week * 7), sideA: ['a'], sideB: [`b${week}`], winner: 'A' });
  }
  return book.winProbability(['a'], ['b0'], dateAfter(9 * 7 + gapDays));
}

describe('rating parameters', () => {
  it("fills in the defaults and the sport's margin weight", () => {
    expect(ratingParameters('pickleball')).toEqual({ ...DEFAULT_RATING_PARAMETERS, marginWeight: MARGIN_WEIGHT.pickleball });
    expect(DEFAULT_RATING_PARAMETERS.initialRating).toBe(RATING_DEFAULT);
    expect(DEFAULT_RATING_PARAMETERS.initialDeviation).toBe(RATING_DEFAULT_DEVIATION);
    expect(createRatingBook({ sport: 'table_tennis' }).parameters.marginWeight).toBe(MARGIN_WEIGHT.table_tennis);
    expect(createRatingBook({ parameters: { tau: 0.9 } }).parameters).toEqual({
      ...DEFAULT_RATING_PARAMETERS,
      marginWeight: MARGIN_WEIGHT.tennis,
      tau: 0.9,
    });
  });

  it('starts new players at the initial rating and deviation, and predicts unknown ones from them', () => {
    const book = createRatingBook({ parameters: { initialRating: 1200, initialDeviation: 200 } });
    expect(book.winProbability(['ghost'], ['other'])).toBe(0.5);
    book.record({ playedOn: '2026-05-01', sideA: ['a'], sideB: ['b'], winner: 'A' });
    const winner = book.rating('a')!;
    const loser = book.rating('b')!;
    expect(winner.value - 1200).toBeCloseTo(1200 - loser.value, 9);
    expect(winner.value).toBeGreaterThan(1200);
    expect(winner.deviation).toBeLessThan(200);
    // A smaller starting deviation moves a first result less than the default one does.
    const usual = createRatingBook();
    usual.record({ playedOn: '2026-05-01', sideA: ['a'], sideB: ['b'], winner: 'A' });
    expect(winner.value - 1200).toBeLessThan(usual.rating('a')!.value - RATING_DEFAULT);
    // A player who has won once is favoured over an unknown one, who stands at the initial rating.
    expect(book.winProbability(['a'], ['ghost'])).toBeGreaterThan(0.5);
  });

  it('lets the deviation grow faster or slower with time away', () => {
    const slow = predictionAfterGap({ parameters: { idleDeviationPerYear: 0 } }, 365);
    const usual = predictionAfterGap({}, 365);
    const fast = predictionAfterGap({ parameters: { idleDeviationPerYear: 300 } }, 365);
    expect(slow).toBeGreaterThan(usual);
    expect(usual).toBeGreaterThan(fast);
    // Longer rating periods mean less of the volatility's drift per day.
    expect(predictionAfterGap({ parameters: { idleDeviationPerYear: 0, periodDays: 365 } }, 365)).toBeGreaterThan(slow);
  });

  it('weighs the margin by the given weight', () => {
    const gain = (marginWeight: number) => {
      const book = createRatingBook({ parameters: { marginWeight } });
      const sets = [
        { a: 7, b: 6 },
        { a: 4, b: 6 },
        { a: 7, b: 6 },
      ];
      book.record({ playedOn: '2026-05-01', sideA: ['a'], sideB: ['b'], winner: 'A', sets });
      return book.rating('a')!.value - RATING_DEFAULT;
    };
    expect(gain(0.2)).toBeLessThan(gain(0.1));
    expect(gain(0.1)).toBeLessThan(gain(0));
  });

  it('refuses parameters the maths cannot use', () => {
    for (const bad of [
      { initialDeviation: 0 },
      { initialVolatility: -0.1 },
      { tau: Number.NaN },
      { periodDays: 0 },
      { idleDeviationPerYear: -1 },
      { initialRating: Number.POSITIVE_INFINITY },
      { marginWeight: 0.5 },
      { marginWeight: -0.1 },
    ]) {
      expect(() => createRatingBook({ parameters: bad }), JSON.stringify(bad)).toThrow(/Rating parameter/);
    }
  });
});
