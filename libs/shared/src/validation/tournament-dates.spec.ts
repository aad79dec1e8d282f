import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './fields';
import { tournamentDateProblems } from './tournament-dates';

describe('isCalendarDay', () => {
  it.each(['2026-02-28', '2028-02-29', '2026-12-31'])('accepts %s', (value) => {
    expect(isCalendarDay(value)).toBe(true);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-1-01', '2026-01-01T10:00:00Z', '', 20260101, null])('refuses %j', (value) => {
    expect(isCalendarDay(value)).toBe(false);
  });
});

describe('tournamentDateProblems', () => {
  it('accepts a one-day tournament whose registration closes that day', () => {
    expect(
      tournamentDateProblems({ startDate: '2026-05-01', endDate: '2026-05-01', registrationDeadline: '2026-05-01' }),
    ).toEqual({});
  });

  it('names the end date when it is before the start, and the deadline when it is after it', () => {
    expect(
      tournamentDateProblems({ startDate: '2026-05-10', endDate: '2026-05-09', registrationDeadline: '2026-05-11' }),
    ).toEqual({
      endDate: 'End date must be on or after start date',
      registrationDeadline: 'Registration deadline must be a valid date on or before the start date',
    });
  });

  it('leaves malformed or missing dates to their own messages', () => {
    expect(tournamentDateProblems({ startDate: '2026-05-10', endDate: 'friday', registrationDeadline: null })).toEqual({});
    expect(tournamentDateProblems({ endDate: '2026-05-09' })).toEqual({});
  });
});
