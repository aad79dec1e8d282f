import { civilToEpochMs, epochMsToCivil, formatCivil } from './civil-time';
import { contentLine } from './content-line';
import { escapeText } from './text-value';
import { offsetSecondsAt, zonedTimeToEpochMs } from './zone-clock';
import { shortZoneName } from './zone-names';
import { zoneTransitions, type ZoneTransition } from './zone-transitions';

const pad = (value: number) => String(value).padStart(2, '0');

/** A UTC-OFFSET value (RFC 5545 section 3.3.14): '+0530', '-0400', '+0000'; seconds only when there are some. */
function utcOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const abs = Math.abs(offsetSeconds);
  const seconds = abs % 60;
  return `${sign}${pad(Math.floor(abs / 3600))}${pad(Math.floor((abs % 3600) / 60))}${seconds ? pad(seconds) : ''}`;
}

const startOfYear = (year: number, timeZone: string) =>
  zonedTimeToEpochMs({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0 }, timeZone);

/** The smaller of January's and July's offsets, so summer time is found on either side of the equator. */
function standardOffset(year: number, timeZone: string): number {
  const midMonth = (month: number) => civilToEpochMs({ year, month, day: 15, hour: 12, minute: 0, second: 0 });
  return Math.min(offsetSecondsAt(midMonth(1), timeZone), offsetSecondsAt(midMonth(7), timeZone));
}

function observanceLines({ at, from, to }: ZoneTransition, timeZone: string): string[] {
  // DTSTART is the local time just before the change, on the clock that is being left (RFC 5545 section 3.6.5).
  const localStart = epochMsToCivil(at + from * 1000);
  const kind = to > standardOffset(localStart.year, timeZone) ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    contentLine('DTSTART', formatCivil(localStart)),
    contentLine('TZOFFSETFROM', utcOffset(from)),
    contentLine('TZOFFSETTO', utcOffset(to)),
    contentLine('TZNAME', escapeText(shortZoneName(at, timeZone, to))),
    `END:${kind}`,
  ];
}

function buildVtimezone(timeZone: string, firstYear: number, lastYear: number): string[] {
  const from = startOfYear(firstYear, timeZone);
  const until = startOfYear(lastYear + 1, timeZone);
  // Readers take times before a zone's first observance as UTC, so one starting at local midnight on 1 January
  // covers the weeks before the first change, and is all there is for a zone that never changes.
  const offset = offsetSecondsAt(from, timeZone);
  const observances = [{ at: from, from: offset, to: offset }, ...zoneTransitions(timeZone, from, until)];
  return [
    'BEGIN:VTIMEZONE',
    contentLine('TZID', timeZone),
    ...observances.flatMap((observance) => observanceLines(observance, timeZone)),
    'END:VTIMEZONE',
  ];
}

// Finding the changes takes a few milliseconds a year, and a feed is fetched again and again with the same zone.
const CACHE_LIMIT = 64;
const cache = new Map<string, readonly string[]>();

/** A VTIMEZONE for `timeZone` covering local 1 January of `firstYear` to the end of `lastYear`, from Intl data alone. */
export function vtimezoneLines(timeZone: string, firstYear: number, lastYear: number): string[] {
  const key = `${timeZone}|${firstYear}|${lastYear}`;
  let lines = cache.get(key);
  if (!lines) {
    lines = buildVtimezone(timeZone, firstYear, lastYear);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, lines);
  }
  return [...lines];
}
