import { describe, expect, it } from 'vitest';
import { createRatingBook } from './rating-book';
import { RATING_DEFAULT, RATING_DEFAULT_DEVIATION } from './rating-scale';
import { dateAfter, mulberry32 } from './simulation.test';
import type { RatedMatch } from './types';

describe('rating book', () => {
  it('moves the winner up and the loser down by the same amount in a first match between new players', () => {
    const book = createRatingBook();
    book.record({ playedOn: '2026-05-01', sideA: ['a'], sideB: ['b'], winner: 'A' });
    const winner = book.rating('a');
    const loser = book.rating('b');
    expect(winner?.value).toBeGreaterThan(RATING_DEFAULT + 100);
    expect(loser?.value).toBeLessThan(RATING_DEFAULT - 100);
    expect((winner?.value ?? 0) - RATING_DEFAULT).toBeCloseTo(RATING_DEFAULT - (loser?.value ?? 0), 9);
    expect(winner?.deviation).toBeCloseTo(loser?.deviation ?? 0, 9);
    expect(winner?.deviation).toBeLessThan(RATING_DEFAULT_DEVIATION);
    expect(winner?.matches).toBe(1);
  });

  it('returns null for a player it has never seen, and predicts them at the default', () => {
    const book = createRatingBook();
    expect(book.rating('ghost')).toBeNull();
    expect(book.winProbability(['ghost'], ['other'])).toBe(0.5);
    expect(book.rating('ghost')).toBeNull();
  });

  it('gives win probabilities in [0, 1] that sum to 1 for the two sides', () => {
    const random = mulberry32(7);
    const book = createRatingBook();
    for (let i = 0; i < 500; i++) {
      const a = `p${Math.floor(random() * 20)}`;
      const b = `p${20 + Math.floor(random() * 20)}`;
      book.record({ playedOn: dateAfter(i >> 4), sideA: [a], sideB: [b], winner: random() < 0.8 ? 'A' : 'B' });
    }
    for (let i = 0; i < 40; i++) {
      const a = [`p${i}`];
      const b = [`p${(i * 7 + 3) % 40}`, 'unknown'];
      const p = book.winProbability(a, b, dateAfter(100));
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
      expect(Math.abs(p + book.winProbability(b, a, dateAfter(100)) - 1)).toBeLessThanOrEqual(1e-12);
    }
    // The first twenty won 80 % of their matches against the other twenty.
    expect(book.winProbability(['p0'], ['p20'])).toBeGreaterThan(0.6);
  });

  it('is deterministic: the same matches give the same ratings', () => {
    const random = mulberry32(3);
    const matches: RatedMatch[] = Array.from({ length: 300 }, (_, i) => ({
      playedOn: dateAfter(i),
      sideA: [`p${i % 13}`],
      sideB: [`p${13 + (i % 11)}`],
      winner: random() < 0.5 ? 'A' : 'B',
      sets: [{ a: 6, b: Math.floor(random() * 5) }],
    }));
    const ratings = () => {
      const book = createRatingBook();
      matches.forEach((match) => book.record(match));
      return Array.from({ length: 24 }, (_, i) => book.rating(`p${i}`));
    };
    expect(ratings()).toEqual(ratings());
  });

  it('counts a bigger margin a little more than a narrow win', () => {
    const gain = (sets: { a: number; b: number }[]) => {
      const book = createRatingBook({ sport: 'tennis' });
      book.record({ playedOn: '2026-05-01', sideA: ['a'], sideB: ['b'], winner: 'A', sets });
      return (book.rating('a')?.value ?? 0) - RATING_DEFAULT;
    };
    const rout = gain([
      { a: 6, b: 0 },
      { a: 6, b: 1 },
    ]);
    const nailBiter = gain([
      { a: 7, b: 6 },
      { a: 4, b: 6 },
      { a: 7, b: 6 },
    ]);
    const noScore = gain([]);
    expect(rout).toBeGreaterThan(nailBiter);
    expect(nailBiter).toBeGreaterThan(0.8 * rout);
    expect(noScore).toBeCloseTo(gain([{ a: 6, b: 0 }]), 9);
  });

  it('rejects an unknown sport', () => {
    expect(() => createRatingBook({ sport: 'squash' as never })).toThrow(/sport/);
  });
});
