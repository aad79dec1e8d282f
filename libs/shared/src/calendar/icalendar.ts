import ICAL from 'ical.js';
import type { CalendarDocument, CalendarEvent } from './calendar.types';
import type { EventZone } from './event-time';
import { lineValue, textValue } from './plain-text';
import { vevent } from './vevent';
import { calendarZone } from './vtimezone';
import { assertTimeZone } from './zone-clock';

export const ICALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

// RFC 5545 section 3.1 folds at 75 octets, the leading space of a continuation included; ical.js does not count that
// space, so it is asked for 74 while this document is written.
const FOLD_OCTETS = 74;

/** A property ical.js does not know (X-WR-…), whose value it writes as given. */
function extension(name: string, value: string): ICAL.Property {
  const property = new ICAL.Property(name);
  property.setValue(value);
  return property;
}

/** The zone an event's times are written in: its own, else the document's, else none (UTC). */
const zoneOf = (event: CalendarEvent, documentZone: string | undefined) => event.timeZone || documentZone;

/** Each zone in use, the document's first, with its VTIMEZONE (RFC 5545 section 3.6.5: every TZID must have one). */
function zonesInUse(doc: CalendarDocument, documentZone: string | undefined): Map<string, EventZone> {
  const zones = new Map<string, EventZone>();
  for (const timeZone of [documentZone, ...doc.events.map((event) => zoneOf(event, documentZone))]) {
    if (!timeZone || zones.has(timeZone)) continue;
    assertTimeZone(timeZone);
    zones.set(timeZone, { timeZone, calendarZone: calendarZone(timeZone) });
  }
  return zones;
}

function serialize(calendar: ICAL.Component): string {
  const foldLength = ICAL.foldLength;
  ICAL.foldLength = FOLD_OCTETS;
  try {
    return `${calendar.toString()}\r\n`;
  } finally {
    ICAL.foldLength = foldLength;
  }
}

/** An iCalendar (RFC 5545) document to publish the events as a subscribable feed, written by ical.js; lines end in CRLF. */
export function toICalendar(doc: CalendarDocument): string {
  const timeZone = doc.timeZone || undefined;
  if (timeZone) assertTimeZone(timeZone);
  const now = (doc.now ?? new Date()).getTime();
  if (!Number.isFinite(now)) throw new RangeError('Invalid date');
  const zones = zonesInUse(doc, timeZone);
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', '-//RallyPoint//Order of play//EN');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addProperty(extension('x-wr-calname', ICAL.design.icalendar.value.text.toICAL(textValue(doc.name))));
  if (timeZone) calendar.addProperty(extension('x-wr-timezone', lineValue(timeZone)));
  const written = new Set<string>();
  for (const { calendarZone: zone } of zones.values()) {
    if (!zone || written.has(zone.tzid)) continue;
    written.add(zone.tzid);
    calendar.addSubcomponent(ICAL.Component.fromString(zone.vtimezone));
  }
  for (const event of doc.events) {
    const zone = zoneOf(event, timeZone);
    calendar.addSubcomponent(vevent(event, now, zone ? zones.get(zone) : undefined));
  }
  return serialize(calendar);
}
