import type { CalendarEvent } from './calendar.types';
import { formatCivil, formatUtc } from './civil-time';
import { contentLine } from './content-line';
import { parseInstant } from './iso-instant';
import { escapeText } from './text-value';
import { isRepeatedWallClock, wallClockAt } from './zone-clock';

/** DTSTART or DTEND: local time with TZID when a zone is set, UTC otherwise or when the local time is repeated. */
function timeLine(name: string, ms: number, timeZone: string | undefined): string {
  if (!timeZone || isRepeatedWallClock(ms, timeZone)) return contentLine(name, formatUtc(ms));
  return contentLine(name, formatCivil(wallClockAt(ms, timeZone)), { TZID: timeZone });
}

const optionalText = (name: string, value: string | undefined) => (value ? [contentLine(name, escapeText(value))] : []);

/** The VEVENT lines of one event; `stamp` is the calendar's DTSTAMP, already formatted. */
export function veventLines(event: CalendarEvent, stamp: string, timeZone?: string): string[] {
  if (!event.uid.trim()) throw new RangeError('An event needs a uid');
  if (!Number.isSafeInteger(event.sequence) || event.sequence < 0) {
    throw new RangeError(`The sequence of event ${event.uid} must be a whole number from 0`);
  }
  const start = parseInstant(event.start, `start of event ${event.uid}`);
  const end = parseInstant(event.end, `end of event ${event.uid}`);
  if (end < start) throw new RangeError(`Event ${event.uid} ends before it starts`);
  return [
    'BEGIN:VEVENT',
    contentLine('UID', escapeText(event.uid)),
    contentLine('SEQUENCE', String(event.sequence)),
    contentLine('DTSTAMP', stamp),
    timeLine('DTSTART', start, timeZone),
    // RFC 5545 wants DTEND after DTSTART, to the second; an event without length simply has none.
    ...(Math.floor(end / 1000) > Math.floor(start / 1000) ? [timeLine('DTEND', end, timeZone)] : []),
    contentLine('SUMMARY', escapeText(event.summary)),
    ...optionalText('DESCRIPTION', event.description),
    ...optionalText('LOCATION', event.location),
    ...(event.url ? [contentLine('URL', event.url)] : []),
    ...(event.updatedAt
      ? [contentLine('LAST-MODIFIED', formatUtc(parseInstant(event.updatedAt, `updatedAt of event ${event.uid}`)))]
      : []),
    ...(event.status ? [contentLine('STATUS', event.status)] : []),
    'END:VEVENT',
  ];
}
