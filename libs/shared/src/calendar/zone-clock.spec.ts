import { describe, expect, it } from 'vitest';
import { assertTimeZone, isRepeatedWallClock, offsetSecondsAt, zonedTimeToEpochMs, zonedWallClock } from './zone-clock';

describe('zonedWallClock', () => {
  it('reads the clock in the zone, in summer and in winter', () => {
    expect(zonedWallClock('2026-01-15T09:00:00Z', 'Europe/London')).toBe('20260115T090000');
    expect(zonedWallClock('2026-07-15T09:00:00Z', 'Europe/London')).toBe('20260715T100000');
    expect(zonedWallClock('2026-01-15T14:00:00Z', 'America/New_York')).toBe('20260115T090000');
    expect(zonedWallClock('2026-07-15T13:00:00Z', 'America/New_York')).toBe('20260715T090000');
    expect(zonedWallClock('2026-07-15T03:30:00Z', 'Asia/Kolkata')).toBe('20260715T090000');
    expect(zonedWallClock('2026-07-15T03:15:00Z', 'Asia/Kathmandu')).toBe('20260715T090000');
    expect(zonedWallClock('2026-07-15T09:00:00+02:00', 'UTC')).toBe('20260715T070000');
  });

  it('writes midnight as hour 00 and crosses the date line', () => {
    expect(zonedWallClock('2026-12-31T23:00:00Z', 'Europe/Paris')).toBe('20270101T000000');
    expect(zonedWallClock('2026-01-01T05:00:00Z', 'America/New_York')).toBe('20260101T000000');
    expect(zonedWallClock('2026-06-30T20:00:00Z', 'Pacific/Auckland')).toBe('20260701T080000');
  });

  it('refuses an unknown zone', () => {
    expect(() => zonedWallClock('2026-07-15T09:00:00Z', 'Mars/Olympus_Mons')).toThrow('Unknown time zone "Mars/Olympus_Mons"');
    expect(() => assertTimeZone('Europe/London')).not.toThrow();
  });
});

describe('zone offsets', () => {
  it('gives the seconds a zone is ahead of UTC', () => {
    expect(offsetSecondsAt(Date.UTC(2026, 0, 15), 'Europe/London')).toBe(0);
    expect(offsetSecondsAt(Date.UTC(2026, 6, 15), 'Europe/London')).toBe(3600);
    expect(offsetSecondsAt(Date.UTC(2026, 6, 15), 'America/New_York')).toBe(-4 * 3600);
    expect(offsetSecondsAt(Date.UTC(2026, 6, 15), 'Asia/Kolkata')).toBe(5.5 * 3600);
    expect(offsetSecondsAt(Date.UTC(2026, 0, 15), 'Australia/Sydney')).toBe(11 * 3600);
  });

  it('finds the instant a local time names', () => {
    const newYear = { year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
    expect(zonedTimeToEpochMs(newYear, 'America/New_York')).toBe(Date.UTC(2026, 0, 1, 5));
    expect(zonedTimeToEpochMs(newYear, 'Asia/Kolkata')).toBe(Date.UTC(2025, 11, 31, 18, 30));
    expect(zonedTimeToEpochMs({ ...newYear, month: 7 }, 'Europe/London')).toBe(Date.UTC(2026, 5, 30, 23));
  });

  it('tells when the clock shows the same time twice, as clocks go back', () => {
    const london = (iso: string) => isRepeatedWallClock(Date.parse(iso), 'Europe/London');
    expect([london('2026-10-25T00:30:00Z'), london('2026-10-25T01:30:00Z')]).toEqual([true, true]);
    expect([london('2026-10-24T23:59:59Z'), london('2026-10-25T02:00:00Z')]).toEqual([false, false]);
    // Going forward skips an hour, so no time shows twice.
    expect([london('2026-03-29T00:30:00Z'), london('2026-03-29T01:30:00Z')]).toEqual([false, false]);
    expect(isRepeatedWallClock(Date.parse('2026-11-01T05:30:00Z'), 'America/New_York')).toBe(true);
    expect(isRepeatedWallClock(Date.parse('2026-11-01T05:30:00Z'), 'Asia/Kolkata')).toBe(false);
  });
});
