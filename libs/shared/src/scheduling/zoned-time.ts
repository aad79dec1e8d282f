import { civilToEpochMs } from '../calendar/civil-time';
import { wallClockAt } from '../calendar/zone-clock';
import { MINUTES_PER_DAY, calendarDate, clockTime, formatDate, minuteOfDay, utcMidnight } from './clock';

/** Instants inside the scheduler are minutes since the Unix epoch ("epoch minutes"). */
const MINUTE_MS = 60_000;

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::00)?$/;
const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The zone's wall clock at `ms`, as the milliseconds that clock would show if it were UTC. */
const wallClockMs = (ms: number, timeZone: string): number => civilToEpochMs(wallClockAt(ms, timeZone));

/** 'HH:mm' of a UTC-clock instant in milliseconds. */
function timeOf(ms: number): string {
  const date = new Date(ms);
  return clockTime(date.getUTCHours() * 60 + date.getUTCMinutes());
}

/** Minutes the zone's clock is ahead of UTC, read from Intl (the slow part). */
function readOffset(epochMinute: number, timeZone: string): number {
  const ms = Math.floor((epochMinute * MINUTE_MS) / 1000) * 1000;
  return Math.round((wallClockMs(ms, timeZone) - ms) / MINUTE_MS);
}

// Per zone and UTC hour: the offset when it holds for the whole hour, else null. Clocks change at most once an hour,
// so equal offsets at both ends mean none in between. Capped so a long-lived server does not grow it forever.
const hourOffsets = new Map<string, Map<number, number | null>>();
const MAX_HOURS_KEPT = 100_000;

/** Minutes the zone's clock is ahead of UTC at an epoch minute. */
export function offsetAt(epochMinute: number, timeZone: string): number {
  let hours = hourOffsets.get(timeZone);
  if (!hours || hours.size > MAX_HOURS_KEPT) hourOffsets.set(timeZone, (hours = new Map()));
  const hour = Math.floor(epochMinute / 60);
  let offset = hours.get(hour);
  if (offset === undefined) {
    const first = readOffset(hour * 60, timeZone);
    offset = first === readOffset(hour * 60 + 60, timeZone) ? first : null;
    hours.set(hour, offset);
  }
  return offset ?? readOffset(epochMinute, timeZone);
}

/**
 * The epoch minute a local clock shows `minute` minutes after the date's midnight (1440 is the next midnight). A time
 * the clock shows twice (it went back) is the first; a time it skipped (it went forward) is read with the offset from
 * before the jump, so it lands just after it, as a clock left unadjusted would.
 */
export function localToEpochMinute(date: string, minute: number, timeZone: string): number {
  const wall = utcMidnight(calendarDate(date)) / MINUTE_MS + minute;
  const before = offsetAt(wall - MINUTES_PER_DAY, timeZone);
  const after = offsetAt(wall + MINUTES_PER_DAY, timeZone);
  const fits = [wall - before, wall - after].filter((t) => offsetAt(t, timeZone) === wall - t);
  return fits.length ? Math.min(...fits) : wall - before;
}

/** ISO 8601 with the zone's offset at that instant: '2026-07-04T09:00:00+01:00'. */
export function epochMinuteToIso(epochMinute: number, timeZone: string): string {
  const offset = offsetAt(epochMinute, timeZone);
  const wall = Math.round((epochMinute + offset) * MINUTE_MS);
  const seconds = String(new Date(wall).getUTCSeconds()).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  return `${formatDate(wall)}T${timeOf(wall)}:${seconds}${sign}${clockTime(Math.abs(offset))}`;
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
  const wall = wallClockMs(Math.floor((epochMinute * MINUTE_MS) / 1000) * 1000, timeZone);
  return { date: formatDate(wall), time: timeOf(wall) };
}

/** The inverse of zonedDateTime: an ISO 8601 instant → the zone's local date and 'HH:mm'. */
export function localParts(iso: string, timeZone: string): { date: string; time: string } {
  return localPartsAt(isoToEpochMinute(iso), timeZone);
}
