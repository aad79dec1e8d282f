import { civilToEpochMs, formatCivil, type CivilTime } from './civil-time';
import { parseInstant } from './iso-instant';

const DAY_MS = 86_400_000;

// Building a formatter is far slower than using one, and the transition scan reads hundreds of times per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws a RangeError naming the zone when the platform does not know it. */
export function assertTimeZone(timeZone: string): void {
  try {
    formatterFor(timeZone);
  } catch {
    throw new RangeError(`Unknown time zone "${timeZone}"`);
  }
}

/** The wall clock in `timeZone` at an instant (to the second). */
export function wallClockAt(ms: number, timeZone: string): CivilTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) parts[part.type] = part.value;
  const year = Number(parts.year);
  return {
    // Intl counts years before 1 AD upwards from 1 BC; iCalendar cannot write them anyway, so this only keeps them distinct.
    year: parts.era === 'BC' ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Seconds the zone's clock is ahead of UTC at an instant. */
export function offsetSecondsAt(ms: number, timeZone: string): number {
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  return (civilToEpochMs(wallClockAt(wholeSecond, timeZone)) - wholeSecond) / 1000;
}

/** The instant the zone's clock shows `time`; a time skipped or repeated by a change resolves to some nearby instant. */
export function zonedTimeToEpochMs(time: CivilTime, timeZone: string): number {
  const asUtc = civilToEpochMs(time);
  const guess = asUtc - offsetSecondsAt(asUtc, timeZone) * 1000;
  return asUtc - offsetSecondsAt(guess, timeZone) * 1000;
}

/**
 * Whether the zone's clock shows the same time at another instant too (the hour repeated when clocks go back).
 * RFC 5545 reads such a time as its first occurrence, and some readers take the second, so callers write it in UTC.
 */
export function isRepeatedWallClock(ms: number, timeZone: string): boolean {
  const offset = offsetSecondsAt(ms, timeZone);
  for (const other of [offsetSecondsAt(ms - DAY_MS, timeZone), offsetSecondsAt(ms + DAY_MS, timeZone)]) {
    if (other === offset) continue;
    // The instant at which a clock running `other` ahead of UTC shows the same time as now.
    const twin = ms + (offset - other) * 1000;
    if (offsetSecondsAt(twin, timeZone) === other) return true;
  }
  return false;
}

/** 'YYYYMMDDTHHMMSS' on the clocks of `timeZone` at an ISO 8601 instant, e.g. ('2026-07-01T09:00:00Z', 'Europe/London') -> '20260701T100000'. */
export function zonedWallClock(iso: string, timeZone: string): string {
  assertTimeZone(timeZone);
  return formatCivil(wallClockAt(parseInstant(iso), timeZone));
}
