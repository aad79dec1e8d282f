import type { CalendarDocument } from './calendar.types';
import { formatUtc } from './civil-time';
import { contentLine, serializeLines } from './content-line';
import { parseInstant } from './iso-instant';
import { escapeText } from './text-value';
import { veventLines } from './vevent';
import { vtimezoneLines } from './vtimezone';
import { assertTimeZone, wallClockAt } from './zone-clock';

export const ICALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The first and last local years the events touch in the zone, or the current year when there are none. */
function localYears(doc: CalendarDocument, timeZone: string, now: number): [number, number] {
  let first = Infinity;
  let last = -Infinity;
  for (const event of doc.events) {
    for (const iso of [event.start, event.end]) {
      const { year } = wallClockAt(parseInstant(iso, `time of event ${event.uid}`), timeZone);
      first = Math.min(first, year);
      last = Math.max(last, year);
    }
  }
  if (first > last) first = last = wallClockAt(now, timeZone).year;
  return [first, last];
}

/** An iCalendar (RFC 5545) document to publish the events as a subscribable feed; lines end in CRLF. */
export function toICalendar(doc: CalendarDocument): string {
  const timeZone = doc.timeZone || undefined;
  if (timeZone) assertTimeZone(timeZone);
  const now = (doc.now ?? new Date()).getTime();
  const stamp = formatUtc(now);
  const zoneLines = timeZone
    ? [contentLine('X-WR-TIMEZONE', timeZone), ...vtimezoneLines(timeZone, ...localYears(doc, timeZone, now))]
    : [];
  return serializeLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RallyPoint//Order of play//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    contentLine('X-WR-CALNAME', escapeText(doc.name)),
    ...zoneLines,
    ...doc.events.flatMap((event) => veventLines(event, stamp, timeZone)),
    'END:VCALENDAR',
  ]);
}
