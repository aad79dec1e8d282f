import { isCalendarDay } from './calendar-day.validators';

describe('isCalendarDay', () => {
  it.each(['2026-02-28', '2028-02-29', '2026-12-31'])('accepts %s', (value) => {
    expect(isCalendarDay(value)).toBe(true);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-1-01', '2026-01-01T10:00:00Z', '', 20260101, null])('refuses %j', (value) => {
    expect(isCalendarDay(value)).toBe(false);
  });
});
