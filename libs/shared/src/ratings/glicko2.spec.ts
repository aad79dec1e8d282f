import { describe, expect, it } from 'vitest';
import { applyRatingPeriod, expectedScore, g, type Glicko2State, information, newVolatility } from './glicko2';
import { toDeviation, toMu, toPhi, toValue } from './rating-scale';

describe('Glicko-2 maths', () => {
  // The worked example in Glickman's "Example of the Glicko-2 system": a 1500 / 200 player, volatility 0.06,
  // tau 0.5, beats a 1400 / 30 and loses to a 1550 / 100 and a 1700 / 300 in one period.
  it("reproduces the worked example in Glickman's paper", () => {
    const player: Glicko2State = { mu: toMu(1500), phi: toPhi(200), sigma: 0.06 };
    const games = [
      { rating: 1400, deviation: 30, score: 1 },
      { rating: 1550, deviation: 100, score: 0 },
      { rating: 1700, deviation: 300, score: 0 },
    ];
    let informationSum = 0;
    let surpriseSum = 0;
    for (const game of games) {
      const opponentPhi = toPhi(game.deviation);
      const expected = expectedScore(player.mu - toMu(game.rating), opponentPhi);
      informationSum += information(g(opponentPhi), expected);
      surpriseSum += g(opponentPhi) * (game.score - expected);
    }
    expect(1 / informationSum).toBeCloseTo(1.7785, 2); // the paper rounds its intermediate values
    applyRatingPeriod(player, informationSum, surpriseSum, 0.5);
    expect(player.sigma).toBeCloseTo(0.059996, 6); // printed as 0.05999 in the paper
    expect(toValue(player.mu)).toBeCloseTo(1464.06, 1);
    expect(toDeviation(player.phi)).toBeCloseTo(151.52, 1);
  });

  it('g shrinks towards 0 as the opponent grows uncertain, and is 1 for a certain one', () => {
    expect(g(0)).toBe(1);
    expect(g(0.5)).toBeGreaterThan(g(2));
    expect(g(2)).toBeGreaterThan(0);
  });

  it('keeps volatility finite and positive when a result is wildly surprising', () => {
    const sigma = newVolatility(0.1, 0.06, 1e6, 50, 0.5);
    expect(Number.isFinite(sigma)).toBe(true);
    expect(sigma).toBeGreaterThan(0);
  });

  it('raises volatility after a surprise and lowers it after an expected result', () => {
    expect(newVolatility(0.3, 0.06, 4, 4, 0.5)).toBeGreaterThan(0.06);
    expect(newVolatility(0.3, 0.06, 4, 0, 0.5)).toBeLessThan(0.06);
  });
});
