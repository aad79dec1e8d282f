// Shared by the calendar specs: reads documents back with ical.js, an independent parser. Named *.test.ts so the
// build leaves it out (tsconfig.build.json) and vitest does not collect it (it runs *.spec.ts only).
import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  status: string | null;
  /** Epoch ms, with the document's own VTIMEZONE applied. */
  start: number;
  end: number;
  stamp: number;
  lastModified: number | null;
}

const epochMs = (time: ICAL.Time) => time.toUnixTime() * 1000;

function text(component: ICAL.Component, name: string): string | null {
  const value = component.getFirstPropertyValue(name);
  return value === null ? null : String(value);
}

function readEvent(vevent: ICAL.Component): ParsedEvent {
  const event = new ICAL.Event(vevent);
  const lastModified = vevent.getFirstPropertyValue('last-modified');
  return {
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    description: text(vevent, 'description'),
    location: text(vevent, 'location'),
    url: text(vevent, 'url'),
    status: text(vevent, 'status'),
    start: epochMs(event.startDate),
    end: epochMs(event.endDate),
    stamp: epochMs(vevent.getFirstPropertyValue('dtstamp') as ICAL.Time),
    lastModified: lastModified ? epochMs(lastModified as ICAL.Time) : null,
  };
}

export function parseCalendar(document: string) {
  const calendar = new ICAL.Component(ICAL.parse(document));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map(readEvent) };
}

/** X-WR-CALNAME: ical.js leaves unknown properties undecoded, so its own TEXT decoder is applied here. */
export function calendarName(calendar: ICAL.Component): string {
  const raw = String(calendar.getFirstPropertyValue('x-wr-calname'));
  return ICAL.design.icalendar.value.text.fromICAL(raw);
}

/** The content lines of a document with folding undone, as RFC 5545 section 3.1 describes. */
export function unfoldedLines(document: string): string[] {
  return document
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
}

/** Epoch ms of an ISO instant, to compare with what ical.js reads. */
export const ms = (iso: string) => new Date(iso).getTime();
