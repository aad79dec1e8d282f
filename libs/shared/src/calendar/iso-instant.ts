import { civilToEpochMs, epochMsToCivil, type CivilTime } from './civil-time';

// A time without Z or an offset names no single instant, so it is refused rather than read in the server's zone.
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)$/i;

const sameClock = (a: CivilTime, b: CivilTime) =>
  a.year === b.year &&
  a.month === b.month &&
  a.day === b.day &&
  a.hour === b.hour &&
  a.minute === b.minute &&
  a.second === b.second;

/** Milliseconds since the epoch of an ISO 8601 instant such as '2026-12-05T09:00:00+00:00' or '2026-12-05T09:00:00Z'. */
export function parseInstant(iso: string, field = 'time'): number {
  const match = ISO_INSTANT.exec(iso);
  if (!match) throw new RangeError(`The ${field} "${iso}" is not an ISO 8601 time with Z or an offset`);
  const [, year, month, day, hour, minute, second = '0', fraction = '', utc, sign, offsetHours, offsetMinutes = '0'] = match;
  const clock: CivilTime = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  const offsetMin = utc ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  const wall = civilToEpochMs(clock);
  // Date rolls 31 April over to 1 May; reading the clock back catches that and hours or minutes out of range.
  if (!sameClock(epochMsToCivil(wall), clock) || Number(offsetHours) > 23 || Number(offsetMinutes) > 59) {
    throw new RangeError(`The ${field} "${iso}" is not a real date and time`);
  }
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  return wall + ms - offsetMin * 60_000;
}
