import type { CalendarDocument, CalendarEvent } from './calendar.types';
import { formatUtc } from './civil-time';
import { contentLine, serializeLines } from './content-line';
import { parseInstant } from './iso-instant';
import { escapeText } from './text-value';
import { veventLines } from './vevent';
import { vtimezoneLines } from './vtimezone';
import { assertTimeZone, wallClockAt } from './zone-clock';

export const ICALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The zone an event's times are written in: its own, else the document's, else none (UTC). */
const zoneOf = (event: CalendarEvent, documentZone: string | undefined) => event.timeZone || documentZone;

/** The first and last local years the events touch in the zone, or the current year when there are none. */
function localYears(events: readonly CalendarEvent[], timeZone: string, now: number): [number, number] {
  let first = Infinity;
  let last = -Infinity;
  for (const event of events) {
    for (const iso of [event.start, event.end]) {
      const { year } = wallClockAt(parseInstant(iso, `time of event ${event.uid}`), timeZone);
      first = Math.min(first, year);
      last = Math.max(last, year);
    }
  }
  if (first > last) first = last = wallClockAt(now, timeZone).year;
  return [first, last];
}

/** One VTIMEZONE per zone in use (RFC 5545 section 3.6.5: every TZID must have one), the document's first. */
function zoneLines(doc: CalendarDocument, documentZone: string | undefined, now: number): string[] {
  const byZone = new Map<string, CalendarEvent[]>(documentZone ? [[documentZone, []]] : []);
  for (const event of doc.events) {
    const zone = zoneOf(event, documentZone);
    if (zone) byZone.set(zone, [...(byZone.get(zone) ?? []), event]);
  }
  return [...byZone].flatMap(([zone, events]) => {
    assertTimeZone(zone);
    return vtimezoneLines(zone, ...localYears(events, zone, now));
  });
}

/** An iCalendar (RFC 5545) document to publish the events as a subscribable feed; lines end in CRLF. */
export function toICalendar(doc: CalendarDocument): string {
  const timeZone = doc.timeZone || undefined;
  if (timeZone) assertTimeZone(timeZone);
  const now = (doc.now ?? new Date()).getTime();
  const stamp = formatUtc(now);
  return serializeLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RallyPoint//Order of play//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    contentLine('X-WR-CALNAME', escapeText(doc.name)),
    ...(timeZone ? [contentLine('X-WR-TIMEZONE', timeZone)] : []),
    ...zoneLines(doc, timeZone, now),
    ...doc.events.flatMap((event) => veventLines(event, stamp, zoneOf(event, timeZone))),
    'END:VCALENDAR',
  ]);
}
