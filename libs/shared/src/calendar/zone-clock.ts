import { TZDate, tzOffset } from '@date-fns/tz';
import ICAL from 'ical.js';
import { parseInstant } from './instant';

const DAY_MS = 86_400_000;
const SECOND_MS = 1000;

/** Minutes the zone's clock is ahead of UTC at an instant, from @date-fns/tz; a zone the platform does not know throws. */
function offsetMinutesAt(ms: number, timeZone: string): number {
  const offset = tzOffset(timeZone, new Date(ms));
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone "${timeZone}"`);
  return offset;
}

/** Throws a RangeError naming the zone when the platform does not know it. */
export const assertTimeZone = (timeZone: string): void => void offsetMinutesAt(0, timeZone);

/** The wall clock in `timeZone` at an instant, to the second, as a floating ical.js time. */
export function wallClockAt(ms: number, timeZone: string): ICAL.Time {
  assertTimeZone(timeZone);
  const clock = new TZDate(Math.floor(ms / SECOND_MS) * SECOND_MS, timeZone);
  return ICAL.Time.fromData({
    year: clock.getFullYear(),
    month: clock.getMonth() + 1,
    day: clock.getDate(),
    hour: clock.getHours(),
    minute: clock.getMinutes(),
    second: clock.getSeconds(),
    isDate: false,
  });
}

/**
 * Whether the zone's clock shows the same time at another instant too (the hour repeated when clocks go back).
 * RFC 5545 reads such a time as its first occurrence, and some readers take the second, so callers write it in UTC.
 */
export function isRepeatedWallClock(ms: number, timeZone: string): boolean {
  const offset = offsetMinutesAt(ms, timeZone);
  return [offsetMinutesAt(ms - DAY_MS, timeZone), offsetMinutesAt(ms + DAY_MS, timeZone)].some(
    // The instant at which a clock running `other` minutes ahead of UTC shows the same time as now.
    (other) => other !== offset && offsetMinutesAt(ms + (offset - other) * 60_000, timeZone) === other,
  );
}

/** 'YYYYMMDDTHHMMSS' on the clocks of `timeZone` at an ISO 8601 instant, e.g. ('2026-07-01T09:00:00Z', 'Europe/London') -> '20260701T100000'. */
export const zonedWallClock = (iso: string, timeZone: string): string => wallClockAt(parseInstant(iso), timeZone).toICALString();
