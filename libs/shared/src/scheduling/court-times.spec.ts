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
});
