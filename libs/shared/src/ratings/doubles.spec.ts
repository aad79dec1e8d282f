import { describe, expect, it } from 'vitest';
import { createRatingBook } from './rating-book';
import { RATING_DEFAULT } from './rating-scale';

describe('doubles ratings', () => {
  it('rates all four players: winners up, losers down, each match counted', () => {
    const book = createRatingBook({ sport: 'pickleball' });
    book.record({ playedOn: '2026-03-01', sideA: ['ann', 'bob'], sideB: ['cat', 'dan'], winner: 'B' });
    for (const winner of ['cat', 'dan']) {
      expect(book.rating(winner)?.value).toBeGreaterThan(RATING_DEFAULT);
      expect(book.rating(winner)?.matches).toBe(1);
    }
    for (const loser of ['ann', 'bob']) {
      expect(book.rating(loser)?.value).toBeLessThan(RATING_DEFAULT);
      expect(book.rating(loser)?.matches).toBe(1);
    }
    book.record({ playedOn: '2026-03-02', sideA: ['ann', 'cat'], sideB: ['bob', 'dan'], winner: 'A' });
    expect(book.rating('ann')?.matches).toBe(2);
    expect(book.rating('eve')).toBeNull();
  });

  it('moves an uncertain partner further than a settled one for the same win', () => {
    const book = createRatingBook();
    // 'ace' is established and certain; 'rookie' is new. The uncertain player moves more.
    for (let i = 0; i < 30; i++) book.record({ playedOn: '2026-01-01', sideA: ['ace'], sideB: [`club${i}`], winner: 'A' });
    const aceBefore = book.rating('ace')?.value ?? Number.NaN;
    book.record({ playedOn: '2026-01-02', sideA: ['ace', 'rookie'], sideB: ['x', 'y'], winner: 'A' });
    const aceGain = (book.rating('ace')?.value ?? Number.NaN) - aceBefore;
    const rookieGain = (book.rating('rookie')?.value ?? Number.NaN) - RATING_DEFAULT;
    expect(aceGain).toBeGreaterThan(0);
    expect(rookieGain).toBeGreaterThan(aceGain);
  });

  it('predicts a team from its players: two strong players beat a strong and a weak one', () => {
    const book = createRatingBook();
    for (let i = 0; i < 10; i++) {
      book.record({ playedOn: '2026-01-01', sideA: ['s1'], sideB: ['w1'], winner: 'A' });
      book.record({ playedOn: '2026-01-01', sideA: ['s2'], sideB: ['w2'], winner: 'A' });
      book.record({ playedOn: '2026-01-01', sideA: ['s3'], sideB: ['w3'], winner: 'A' });
    }
    expect(book.winProbability(['s1', 's2'], ['s3', 'w3'])).toBeGreaterThan(0.6);
    expect(book.winProbability(['s1', 'w1'], ['s2', 'w2'])).toBeCloseTo(0.5, 1);
  });

  it('lets a singles player face a doubles pair (uneven sides) without breaking the symmetry', () => {
    const book = createRatingBook();
    book.record({ playedOn: '2026-01-01', sideA: ['solo'], sideB: ['p', 'q'], winner: 'A' });
    const p = book.winProbability(['solo'], ['p', 'q']);
    expect(p).toBeGreaterThan(0.5);
    expect(p + book.winProbability(['p', 'q'], ['solo'])).toBeCloseTo(1, 12);
  });
});
