import { describe, expect, it } from 'vitest';
import { createRatingBook } from './rating-book';
import { mulberry32, simulateMatches, trueStrengths } from './simulation.test';

const PLAYERS = 200;
const MATCHES = 8000;
const BURN_IN = 0.2;
const MIN_BIN = 30;

/**
 * Asks the book for each match's win probability before recording it, then compares, per 10 % bin of the
 * prediction, the mean prediction with how often side A won. The error is the unweighted mean over bins
 * holding at least MIN_BIN predictions after the burn-in.
 */
function calibrationError(seed: number, sets: boolean): { error: number; bins: number } {
  const random = mulberry32(seed);
  const book = createRatingBook({ sport: 'tennis' });
  const predicted = new Array<number>(10).fill(0);
  const won = new Array<number>(10).fill(0);
  const counts = new Array<number>(10).fill(0);
  let index = 0;
  for (const match of simulateMatches(random, trueStrengths(random, PLAYERS), { perDay: 30, sets })) {
    if (index >= MATCHES) break;
    const p = book.winProbability(match.sideA, match.sideB, match.playedOn);
    if (index >= MATCHES * BURN_IN) {
      const bin = Math.min(9, Math.floor(p * 10));
      predicted[bin] += p;
      won[bin] += match.winner === 'A' ? 1 : 0;
      counts[bin]++;
    }
    book.record(match);
    index++;
  }
  let total = 0;
  let bins = 0;
  for (let bin = 0; bin < 10; bin++) {
    if (counts[bin] < MIN_BIN) continue;
    total += Math.abs(predicted[bin] / counts[bin] - won[bin] / counts[bin]);
    bins++;
  }
  return { error: total / bins, bins };
}

describe('win probability calibration', () => {
  it.each([11, 12, 13])('matches observed win rates within 5 points on logistic outcomes (seed %i)', (seed) => {
    const { error, bins } = calibrationError(seed, false);
    console.log(`calibration seed ${seed}, no sets: unweighted MAE ${error.toFixed(4)} over ${bins} bins`);
    expect(bins).toBeGreaterThanOrEqual(6);
    expect(error).toBeLessThanOrEqual(0.05);
  });

  it.each([21, 22, 23])('stays calibrated when set scores move the ratings (seed %i)', (seed) => {
    const { error, bins } = calibrationError(seed, true);
    console.log(`calibration seed ${seed}, with sets: unweighted MAE ${error.toFixed(4)} over ${bins} bins`);
    expect(bins).toBeGreaterThanOrEqual(6);
    expect(error).toBeLessThanOrEqual(0.05);
  });
});
