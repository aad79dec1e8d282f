import { TZDate, tzOffset } from '@date-fns/tz';
import { MINUTES_PER_DAY, calendarDate, minuteOfDay, utcMidnight } from './clock';

/** Instants inside the scheduler are minutes since the Unix epoch ("epoch minutes"). */
const MINUTE_MS = 60_000;

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::00)?$/;
const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Minutes the zone's clock is ahead of UTC at an epoch minute, from @date-fns/tz (the platform's Intl data). */
export function offsetAt(epochMinute: number, timeZone: string): number {
  const offset = tzOffset(timeZone, new Date(Math.floor((epochMinute * MINUTE_MS) / 1000) * 1000));
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone "${timeZone}"`);
  return Math.round(offset);
}

/**
 * The epoch minute a local clock shows `minute` minutes after the date's midnight (1440 is the next midnight). A time
 * the clock shows twice (it went back) is the first; a time it skipped (it went forward) is read with the offset from
 * before the jump, so it lands just after it, as a clock left unadjusted would. TZDate's constructor takes the second
 * of a repeated time, so the choice between the offsets a day either side is made here.
 */
export function localToEpochMinute(date: string, minute: number, timeZone: string): number {
  const wall = utcMidnight(calendarDate(date)) / MINUTE_MS + minute;
  const before = offsetAt(wall - MINUTES_PER_DAY, timeZone);
  const after = offsetAt(wall + MINUTES_PER_DAY, timeZone);
  const fits = [wall - before, wall - after].filter((t) => offsetAt(t, timeZone) === wall - t);
  return fits.length ? Math.min(...fits) : wall - before;
}

/** The instant on the zone's clock, as TZDate writes it: '2026-07-04T09:00:00.000+01:00'. */
function zonedIso(epochMinute: number, timeZone: string): string {
  offsetAt(epochMinute, timeZone);
  return new TZDate(Math.round(epochMinute * MINUTE_MS), timeZone).toISOString();
}

/** ISO 8601 with the zone's offset at that instant: '2026-07-04T09:00:00+01:00'. */
export function epochMinuteToIso(epochMinute: number, timeZone: string): string {
  const iso = zonedIso(epochMinute, timeZone);
  return `${iso.slice(0, 19)}${iso.slice(23)}`;
}

/** An instant (epoch milliseconds) as ISO 8601 with the zone's offset at that moment. */
export const isoInZone = (ms: number, timeZone: string): string => epochMinuteToIso(ms / MINUTE_MS, timeZone);

/** An ISO 8601 instant (with Z or an offset) → epoch minutes; a time without either names no instant and throws. */
export function isoToEpochMinute(iso: string): number {
  const ms = WITH_OFFSET.test(iso) ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) throw new RangeError(`"${iso}" is not an ISO 8601 time with Z or an offset`);
  return ms / MINUTE_MS;
}

/** A locked start: local 'YYYY-MM-DDTHH:mm' in the zone, or an instant that carries its own offset. */
export function startToEpochMinute(start: string, timeZone: string): number {
  const local = LOCAL_DATE_TIME.exec(start);
  return local ? localToEpochMinute(local[1], minuteOfDay(local[2]), timeZone) : isoToEpochMinute(start);
}

/** Local wall-clock date and 'HH:mm' → ISO 8601 with the zone's offset at that instant. */
export function zonedDateTime(date: string, time: string, timeZone: string): string {
  return epochMinuteToIso(localToEpochMinute(date, minuteOfDay(time), timeZone), timeZone);
}

/** The local date and 'HH:mm' at an epoch minute. */
export function localPartsAt(epochMinute: number, timeZone: string): { date: string; time: string } {
  const iso = zonedIso(Math.floor(epochMinute * 60) / 60, timeZone);
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The inverse of zonedDateTime: an ISO 8601 instant → the zone's local date and 'HH:mm'. */
export function localParts(iso: string, timeZone: string): { date: string; time: string } {
  return localPartsAt(isoToEpochMinute(iso), timeZone);
}
