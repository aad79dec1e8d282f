import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localParts, zonedDateTime } from './zoned-time';

describe('zonedDateTime', () => {
  it('writes the offset in force at that instant', () => {
    expect(zonedDateTime('2026-07-04', '09:00', 'Europe/London')).toBe('2026-07-04T09:00:00+01:00');
    expect(zonedDateTime('2026-12-05', '09:00', 'Europe/London')).toBe('2026-12-05T09:00:00+00:00');
    expect(zonedDateTime('2026-12-05', '09:00', 'America/New_York')).toBe('2026-12-05T09:00:00-05:00');
    expect(zonedDateTime('2026-12-05', '09:00', 'Asia/Kathmandu')).toBe('2026-12-05T09:00:00+05:45');
    expect(zonedDateTime('2026-12-05', '09:00', 'UTC')).toBe('2026-12-05T09:00:00+00:00');
  });

  it('follows the clocks going forward on 2026-03-29 in London', () => {
    expect(zonedDateTime('2026-03-29', '00:30', 'Europe/London')).toBe('2026-03-29T00:30:00+00:00');
    expect(zonedDateTime('2026-03-29', '03:00', 'Europe/London')).toBe('2026-03-29T03:00:00+01:00');
    // 01:30 never shows on the clock that night: it is read as an unadjusted clock would, an hour on.
    expect(zonedDateTime('2026-03-29', '01:30', 'Europe/London')).toBe('2026-03-29T02:30:00+01:00');
  });

  it('takes the first of a time the clock shows twice (2026-10-25 in London)', () => {
    expect(zonedDateTime('2026-10-25', '01:30', 'Europe/London')).toBe('2026-10-25T01:30:00+01:00');
    expect(zonedDateTime('2026-10-25', '02:00', 'Europe/London')).toBe('2026-10-25T02:00:00+00:00');
  });

  it('reads 24:00 as the next midnight', () => {
    expect(zonedDateTime('2026-12-31', '24:00', 'Europe/London')).toBe('2027-01-01T00:00:00+00:00');
  });

  it('refuses what is not a date or a time', () => {
    expect(() => zonedDateTime('2026-02-30', '09:00', 'Europe/London')).toThrow(RangeError);
    expect(() => zonedDateTime('2026-12-05', '9:00', 'Europe/London')).toThrow(RangeError);
    expect(() => zonedDateTime('2026-12-05', '09:60', 'Europe/London')).toThrow(RangeError);
    expect(() => zonedDateTime('2026-12-05', '09:00', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('localParts', () => {
  it('reads an instant on the zone clock, whatever offset it was written with', () => {
    expect(localParts('2026-07-04T09:00:00+01:00', 'Europe/London')).toEqual({ date: '2026-07-04', time: '09:00' });
    expect(localParts('2026-07-04T08:00:00.000Z', 'Europe/London')).toEqual({ date: '2026-07-04', time: '09:00' });
    expect(localParts('2026-07-04T23:30:00+00:00', 'Asia/Tokyo')).toEqual({ date: '2026-07-05', time: '08:30' });
  });

  it('refuses a time without an offset, which names no instant', () => {
    expect(() => localParts('2026-07-04T09:00:00', 'Europe/London')).toThrow(RangeError);
  });

  it('undoes zonedDateTime for every time the clock shows', () => {
    const zone = fc.constantFrom('Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'Pacific/Chatham');
    const day = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(zone, day, fc.integer({ min: 0, max: 1439 }), (timeZone, when, minute) => {
        const date = when.toISOString().slice(0, 10);
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const iso = zonedDateTime(date, time, timeZone);
        const back = localParts(iso, timeZone);
        // A skipped time moves forward by the jump; every other time comes back as it was.
        if (back.time !== time) expect(back.date === date && back.time > time).toBe(true);
        else expect(back).toEqual({ date, time });
        expect(iso.slice(0, 16)).toBe(`${back.date}T${back.time}`);
      }),
    );
  });
});
