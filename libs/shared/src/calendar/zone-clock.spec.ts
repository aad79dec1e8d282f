import { describe, expect, it } from 'vitest';
import { assertTimeZone, isRepeatedWallClock, zonedWallClock } from './zone-clock';

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

  it('refuses an unknown zone, and a time without an offset', () => {
    expect(() => zonedWallClock('2026-07-15T09:00:00Z', 'Mars/Olympus_Mons')).toThrow('Unknown time zone "Mars/Olympus_Mons"');
    expect(() => zonedWallClock('2026-07-15T09:00:00', 'Europe/London')).toThrow('is not an ISO 8601 time with Z or an offset');
    expect(() => assertTimeZone('Europe/London')).not.toThrow();
  });
});

describe('isRepeatedWallClock', () => {
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
