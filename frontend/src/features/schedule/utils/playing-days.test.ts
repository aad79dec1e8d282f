import { describe, expect, it } from 'vitest';
import { datesForDays, daysOutsideDates } from './playing-days';

const tournament = { startDate: '2026-12-09', endDate: '2026-12-10', registrationDeadline: '2026-12-01' };

describe('daysOutsideDates', () => {
  it('names each day before the start or after the end, by its place in the form, in the server’s words', () => {
    const days = [{ date: '2026-12-12' }, { date: '2026-12-09' }, { date: '2026-12-08' }];
    expect(daysOutsideDates(days, tournament)).toEqual([
      { index: 0, message: "2026-12-12 is outside the tournament's dates (2026-12-09 to 2026-12-10)" },
      { index: 2, message: "2026-12-08 is outside the tournament's dates (2026-12-09 to 2026-12-10)" },
    ]);
  });

  it('reads dates that carry a time as their day, and finds nothing when every day is inside', () => {
    const withTimes = { ...tournament, startDate: '2026-12-09T00:00:00.000Z', endDate: '2026-12-10T00:00:00.000Z' };
    expect(daysOutsideDates([{ date: '2026-12-09' }, { date: '2026-12-10' }], withTimes)).toEqual([]);
  });
});

describe('datesForDays', () => {
  it('spans the playing days, first to last, and leaves an earlier deadline alone', () => {
    expect(datesForDays([{ date: '2026-12-13' }, { date: '2026-12-12' }], tournament)).toEqual({
      startDate: '2026-12-12',
      endDate: '2026-12-13',
    });
  });

  it('brings a deadline that would fall after the new start back to it', () => {
    const late = { ...tournament, registrationDeadline: '2026-12-08' };
    expect(datesForDays([{ date: '2026-12-05' }, { date: '2026-12-06' }], late)).toEqual({
      startDate: '2026-12-05',
      endDate: '2026-12-06',
      registrationDeadline: '2026-12-05',
    });
  });
});
