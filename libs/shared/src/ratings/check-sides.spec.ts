import { describe, expect, it } from 'vitest';
import { createRatingBook } from './rating-book';
import type { RatedMatch } from './types';

const good: RatedMatch = { playedOn: '2026-05-01', sideA: ['a'], sideB: ['b'], winner: 'A' };

describe('rating input checks', () => {
  it.each<[string, Partial<RatedMatch>, RegExp]>([
    ['an empty side A', { sideA: [] }, /Side A has no players/],
    ['an empty side B', { sideB: [] }, /Side B has no players/],
    ['the same player on both sides', { sideA: ['a', 'x'], sideB: ['b', 'x'] }, /x is on both sides/],
    ['a player twice on one side', { sideA: ['a', 'a'] }, /twice on side A/],
    ['an empty player id', { sideB: [''] }, /empty player id/],
    ['a winner other than A or B', { winner: 'C' as 'A' }, /Winner must be/],
    ['an unreadable date', { playedOn: '01/05/2026x' }, /Not a date/],
    ['a negative set score', { sets: [{ a: 6, b: -1 }] }, /non-negative/],
  ])('throws for %s and leaves the book untouched', (_, change, message) => {
    const book = createRatingBook();
    expect(() => book.record({ ...good, ...change })).toThrow(message);
    for (const id of ['a', 'b', 'x']) expect(book.rating(id)).toBeNull();
  });

  it('accepts a good match', () => {
    const book = createRatingBook();
    expect(() => book.record(good)).not.toThrow();
    expect(book.rating('a')?.matches).toBe(1);
  });

  it('checks the sides of a prediction too', () => {
    const book = createRatingBook();
    expect(() => book.winProbability([], ['b'])).toThrow(/no players/);
    expect(() => book.winProbability(['a'], ['a'])).toThrow(/both sides/);
  });
});
