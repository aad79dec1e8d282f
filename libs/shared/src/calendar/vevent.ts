import ICAL from 'ical.js';
import type { CalendarEvent } from './calendar.types';
import { timeProperty, type EventZone } from './event-time';
import { parseInstant } from './instant';
import { lineValue, textValue } from './plain-text';

const SECOND_MS = 1000;
const utc = (ms: number) => ICAL.Time.fromJSDate(new Date(ms), true);

function addText(vevent: ICAL.Component, name: string, value: string | undefined) {
  if (value) vevent.addPropertyWithValue(name, textValue(value));
}

/** The VEVENT of one event; `stamp` is the calendar's DTSTAMP (epoch ms). */
export function vevent(event: CalendarEvent, stamp: number, zone?: EventZone): ICAL.Component {
  if (!event.uid.trim()) throw new RangeError('An event needs a uid');
  if (!Number.isSafeInteger(event.sequence) || event.sequence < 0) {
    throw new RangeError(`The sequence of event ${event.uid} must be a whole number from 0`);
  }
  const start = parseInstant(event.start, `start of event ${event.uid}`);
  const end = parseInstant(event.end, `end of event ${event.uid}`);
  if (end < start) throw new RangeError(`Event ${event.uid} ends before it starts`);
  const component = new ICAL.Component('vevent');
  component.addPropertyWithValue('uid', textValue(event.uid));
  component.addPropertyWithValue('sequence', event.sequence);
  component.addPropertyWithValue('dtstamp', utc(stamp));
  component.addProperty(timeProperty('dtstart', start, zone));
  // RFC 5545 wants DTEND after DTSTART, to the second; an event without length simply has none.
  if (Math.floor(end / SECOND_MS) > Math.floor(start / SECOND_MS)) component.addProperty(timeProperty('dtend', end, zone));
  component.addPropertyWithValue('summary', textValue(event.summary));
  addText(component, 'description', event.description);
  addText(component, 'location', event.location);
  if (event.url) component.addPropertyWithValue('url', lineValue(event.url));
  if (event.updatedAt) {
    component.addPropertyWithValue('last-modified', utc(parseInstant(event.updatedAt, `updatedAt of event ${event.uid}`)));
  }
  if (event.status) component.addPropertyWithValue('status', event.status);
  return component;
}
