import { describe, expect, it } from 'vitest';
import { createRatingBook, resumeRatingBook, type RatingSnapshot } from './rating-book';
import { dateAfter, mulberry32 } from './simulation.test';
import type { RatedMatch } from './types';

function randomMatches(count: number, seed: number): RatedMatch[] {
  const random = mulberry32(seed);
  const ids = Array.from({ length: 12 }, (_, i) => `p${i}`);
  return Array.from({ length: count }, (_, i) => {
    const [a, b, c, d] = [...ids].sort(() => random() - 0.5);
    const doubles = random() < 0.3;
    return {
      playedOn: dateAfter(Math.floor(i / 3)),
      sideA: doubles ? [a, b] : [a],
      sideB: doubles ? [c, d] : [c],
      winner: random() < 0.5 ? 'A' : 'B',
      sets: [{ a: 6, b: Math.floor(random() * 5) }],
    };
  });
}

describe('resuming a rating book', () => {
  it('continues from saved snapshots exactly as the book that recorded every match', () => {
    const matches = randomMatches(300, 11);
    const whole = resumeRatingBook(new Map());
    for (const match of matches) whole.record(match);

    const first = resumeRatingBook(new Map());
    for (const match of matches.slice(0, 200)) first.record(match);
    const saved = new Map<string, RatingSnapshot>();
    for (const id of new Set(matches.slice(0, 200).flatMap((m) => [...m.sideA, ...m.sideB]))) saved.set(id, first.snapshot(id)!);
    const resumed = resumeRatingBook(saved);
    for (const match of matches.slice(200)) resumed.record(match);

    for (let i = 0; i < 12; i++) {
      expect(resumed.rating(`p${i}`)).toEqual(whole.rating(`p${i}`));
      expect(resumed.snapshot(`p${i}`)).toEqual(whole.snapshot(`p${i}`));
    }
  });

  it('gives the same ratings as createRatingBook and never changes the snapshots it was given', () => {
    const matches = randomMatches(50, 3);
    const plain = createRatingBook();
    const resumable = resumeRatingBook(new Map());
    for (const match of matches) {
      plain.record(match);
      resumable.record(match);
    }
    expect(resumable.rating('p1')).toEqual(plain.rating('p1'));

    const snapshot = resumable.snapshot('p1')!;
    const copy = { ...snapshot };
    const next = resumeRatingBook(new Map([['p1', snapshot]]));
    next.record({ playedOn: '2027-01-01', sideA: ['p1'], sideB: ['new'], winner: 'A' });
    expect(snapshot).toEqual(copy);
    expect(next.snapshot('p1')!.matches).toBe(copy.matches + 1);
    expect(next.snapshot('ghost')).toBeNull();
  });
});
