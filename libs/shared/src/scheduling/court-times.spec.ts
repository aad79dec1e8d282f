import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CourtTimes } from './court-times';

describe('CourtTimes', () => {
  it('finds the first gap long enough', () => {
    const court = new CourtTimes();
    court.take(60, 120);
    court.take(150, 200);
    court.take(0, 30);
    expect(court.earliestFree(0, 30)).toBe(30);
    expect(court.earliestFree(0, 31)).toBe(200);
    expect(court.earliestFree(120, 30)).toBe(120);
    expect(court.earliestFree(125, 30)).toBe(200);
    expect(court.earliestFree(300, 500)).toBe(300);
  });

  it('joins overlapping and touching times (locked placements may overlap)', () => {
    const court = new CourtTimes();
    court.take(100, 160);
    court.take(60, 100);
    court.take(140, 220);
    court.take(300, 310);
    expect(court.earliestFree(0, 61)).toBe(220);
    expect(court.earliestFree(0, 60)).toBe(0);
    expect(court.earliestFree(230, 80)).toBe(310);
  });

  it('frees one booking again, leaving overlapping ones taken', () => {
    const court = new CourtTimes();
    court.take(60, 120);
    court.take(100, 160);
    court.take(200, 260);
    court.release(60, 120);
    expect(court.earliestFree(0, 100)).toBe(0);
    expect(court.earliestFree(60, 50)).toBe(260);
    court.release(100, 160);
    court.release(100, 160);
    expect(court.earliestFree(60, 100)).toBe(60);
    expect(court.isFree(150, 210)).toBe(false);
  });

  it('answers as a minute-by-minute reading of its bookings does, however they are taken and released', () => {
    const step = fc.record({
      release: fc.boolean(),
      start: fc.integer({ min: 0, max: 100 }),
      length: fc.integer({ min: 1, max: 30 }),
    });
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 30 }),
        fc.integer({ min: 0, max: 140 }),
        fc.integer({ min: 1, max: 25 }),
        (steps, at, length) => {
          const court = new CourtTimes();
          const held: [number, number][] = [];
          for (const { release, start, length: taken } of steps) {
            const kept = held.findIndex(([s]) => s === start);
            if (release && kept >= 0) {
              court.release(...held[kept]);
              held.splice(kept, 1);
            } else if (!release) {
              court.take(start, start + taken);
              held.push([start, start + taken]);
            }
          }
          const free = (start: number) => held.every(([s, e]) => e <= start || start + length <= s);
          let earliest = at;
          while (!free(earliest)) earliest++;
          expect(court.earliestFree(at, length)).toBe(earliest);
        },
      ),
      { numRuns: 300 },
    );
  });
});
