import { describe, expect, it } from 'vitest';
import { createRatingBook } from './rating-book';
import { mulberry32, simulateMatches, spearman, trueStrengths } from './simulation.test';

const PLAYERS = 60;
const MIN_MATCHES = 30;

/** Plays random singles until everyone has MIN_MATCHES, then compares the book's order with the true one. */
function recoveredOrder(seed: number): { correlation: number; matches: number } {
  const random = mulberry32(seed);
  const strengths = trueStrengths(random, PLAYERS);
  const book = createRatingBook();
  const played = new Array<number>(PLAYERS).fill(0);
  let fewest = 0;
  let matches = 0;
  for (const match of simulateMatches(random, strengths, { perDay: 10 })) {
    if (fewest >= MIN_MATCHES) break;
    book.record(match);
    matches++;
    played[match.a]++;
    played[match.b]++;
    if (played[match.a] === fewest + 1 || played[match.b] === fewest + 1) fewest = Math.min(...played);
  }
  const values = strengths.map((_, i) => book.rating(`p${i}`)?.value ?? Number.NaN);
  return { correlation: spearman(strengths, values), matches };
}

describe('rating order recovery', () => {
  it.each([1, 2, 3, 4, 5])('ranks 60 simulated players close to their true order (seed %i)', (seed) => {
    const { correlation, matches } = recoveredOrder(seed);
    console.log(`order recovery seed ${seed}: Spearman ${correlation.toFixed(3)} after ${matches} matches`);
    expect(correlation).toBeGreaterThanOrEqual(0.9);
  });

  it('is not fooled into a perfect order by noise: ratings of equal players do not correlate with their labels', () => {
    const random = mulberry32(99);
    const strengths = new Array<number>(PLAYERS).fill(1500);
    const book = createRatingBook();
    let count = 0;
    for (const match of simulateMatches(random, strengths, { perDay: 10 })) {
      if (count++ >= PLAYERS * MIN_MATCHES) break;
      book.record(match);
    }
    const values = strengths.map((_, i) => book.rating(`p${i}`)?.value ?? Number.NaN);
    expect(
      Math.abs(
        spearman(
          strengths.map((_, i) => i),
          values,
        ),
      ),
    ).toBeLessThan(0.5);
  });
});
