import { describe, expect, it } from 'vitest';
import { createRatingBook } from './rating-book';
import { RATING_DEFAULT_DEVIATION } from './rating-scale';
import { dateAfter } from './simulation.test';

/** A book where `p0` and `p1` have played each other weekly for a while, alternating wins. */
function settledPair() {
  const book = createRatingBook();
  for (let week = 0; week < 20; week++) {
    book.record({ playedOn: dateAfter(week * 7), sideA: ['p0'], sideB: ['p1'], winner: week % 2 ? 'A' : 'B' });
  }
  return book;
}
const LAST_DAY = 19 * 7;

describe('rating deviation', () => {
  it('shrinks as a new player plays', () => {
    const book = createRatingBook();
    const deviations: number[] = [];
    for (let i = 0; i < 8; i++) {
      book.record({ playedOn: dateAfter(i), sideA: ['new'], sideB: [`rival${i}`], winner: i % 2 ? 'A' : 'B' });
      deviations.push(book.rating('new')?.deviation ?? Number.NaN);
    }
    expect(deviations[0]).toBeLessThan(RATING_DEFAULT_DEVIATION);
    for (let i = 1; i < deviations.length; i++) expect(deviations[i]).toBeLessThan(deviations[i - 1]);
  });

  it('grows with time away, so a prediction a year on is less sure than one the next day', () => {
    const book = createRatingBook();
    for (let i = 0; i < 10; i++) book.record({ playedOn: dateAfter(i), sideA: ['strong'], sideB: ['weak'], winner: 'A' });
    const nextDay = book.winProbability(['strong'], ['weak'], dateAfter(10));
    const yearOn = book.winProbability(['strong'], ['weak'], dateAfter(375));
    expect(nextDay).toBeGreaterThan(0.5);
    expect(yearOn).toBeGreaterThan(0.5);
    expect(yearOn).toBeLessThan(nextDay - 0.01);
    // Without a date the prediction uses the stored deviations, as of the last match.
    expect(book.winProbability(['strong'], ['weak'])).toBeCloseTo(book.winProbability(['strong'], ['weak'], dateAfter(9)), 12);
  });

  it('stores the deviation of the last update; time away shows only in predictions and the next match', () => {
    const book = settledPair();
    const before = book.rating('p0');
    book.winProbability(['p0'], ['p1'], dateAfter(LAST_DAY + 1000));
    expect(book.rating('p0')).toEqual(before);
  });

  it('moves a rating further for a match after a long gap than after a short one', () => {
    const change = (gapDays: number) => {
      const book = settledPair();
      const before = book.rating('p0')?.value ?? Number.NaN;
      book.record({ playedOn: dateAfter(LAST_DAY + gapDays), sideA: ['p0'], sideB: ['p1'], winner: 'A' });
      return (book.rating('p0')?.value ?? Number.NaN) - before;
    };
    expect(change(7)).toBeGreaterThan(0);
    expect(change(720)).toBeGreaterThan(change(7) * 1.5);
  });

  it('never grows past the default deviation, however long the absence', () => {
    const book = settledPair();
    book.record({ playedOn: '2124-01-01', sideA: ['p0'], sideB: ['p1'], winner: 'A' });
    const deviation = book.rating('p0')?.deviation ?? Number.NaN;
    expect(deviation).toBeLessThan(RATING_DEFAULT_DEVIATION);
    // After a century away the match counts almost like a first one.
    const fresh = createRatingBook();
    fresh.record({ playedOn: '2124-01-01', sideA: ['x'], sideB: ['y'], winner: 'A' });
    expect(deviation).toBeCloseTo(fresh.rating('x')?.deviation ?? Number.NaN, -1);
  });

  it('accepts full ISO timestamps as dates', () => {
    const book = settledPair();
    const sameDay = book.winProbability(['p0'], ['p1'], `${dateAfter(LAST_DAY)}T18:30:00.000Z`);
    const later = book.winProbability(['p0'], ['p1'], `${dateAfter(LAST_DAY + 400)}T09:00:00+01:00`);
    expect(Math.abs(sameDay - 0.5)).toBeGreaterThanOrEqual(Math.abs(later - 0.5));
    expect(() => book.winProbability(['p0'], ['p1'], 'next tuesday')).toThrow(/date/);
  });
});
