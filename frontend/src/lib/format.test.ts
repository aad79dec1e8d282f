import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from './format';

describe('the one date format', () => {
  it('writes days as "Nov 22, 2026", calendar days never shifted by the time zone', () => {
    expect(formatDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatDate('2027-01-05')).toBe('Jan 5, 2027');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('adds the local time of day on a 12-hour clock, as en-US does', () => {
    for (const [hours, minutes, text] of [
      [0, 5, '12:05 AM'],
      [9, 30, '9:30 AM'],
      [12, 0, '12:00 PM'],
      [23, 59, '11:59 PM'],
    ] as const) {
      const local = new Date(2026, 10, 22, hours, minutes);
      expect(formatDateTime(local.toISOString())).toBe(`Nov 22, 2026, ${text}`);
    }
  });

  it('shows money with cents, and nothing owed as Free', () => {
    expect(formatMoney('25')).toBe('$25.00');
    expect(formatMoney('0')).toBe('Free');
    expect(formatMoney(null)).toBe('Free');
  });
});
