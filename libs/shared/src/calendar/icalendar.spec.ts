import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendar.types';
import { unfoldedLines } from './ical-js.test';
import { ICALENDAR_CONTENT_TYPE, toICalendar } from './icalendar';

const NOW = new Date('2026-11-20T08:15:30.900Z');
const match = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'match-42@rallypoint',
  sequence: 0,
  start: '2026-12-05T09:00:00+00:00',
  end: '2026-12-05T10:30:00+00:00',
  summary: 'Final',
  ...overrides,
});
const lines = (events: CalendarEvent[], timeZone?: string) =>
  unfoldedLines(toICalendar({ name: 'Winter Open', timeZone, events, now: NOW }));
const between = (all: string[], begin: string, end: string) => all.slice(all.indexOf(begin), all.indexOf(end) + 1);

describe('toICalendar', () => {
  it('writes the calendar properties, then the events, with CRLF after every line', () => {
    const document = toICalendar({ name: 'Winter Open', events: [match()], now: NOW });
    expect(document.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//RallyPoint//Order of play//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Winter Open',
      'BEGIN:VEVENT',
      'UID:match-42@rallypoint',
      'SEQUENCE:0',
      'DTSTAMP:20261120T081530Z',
      'DTSTART:20261205T090000Z',
      'DTEND:20261205T103000Z',
      'SUMMARY:Final',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(document.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ICALENDAR_CONTENT_TYPE).toBe('text/calendar; charset=utf-8');
  });

  it('writes the optional properties in order, escaping text', () => {
    const event = match({
      sequence: 4,
      summary: 'SF; A, B',
      description: 'Line 1\nLine 2',
      location: 'Court 1, Hall B',
      url: 'https://rallypoint.example/m/42?a=1,2',
      updatedAt: '2026-11-19T18:00:00+01:00',
      status: 'CANCELLED',
    });
    expect(between(lines([event]), 'BEGIN:VEVENT', 'END:VEVENT')).toEqual([
      'BEGIN:VEVENT',
      'UID:match-42@rallypoint',
      'SEQUENCE:4',
      'DTSTAMP:20261120T081530Z',
      'DTSTART:20261205T090000Z',
      'DTEND:20261205T103000Z',
      'SUMMARY:SF\\; A\\, B',
      'DESCRIPTION:Line 1\\nLine 2',
      'LOCATION:Court 1\\, Hall B',
      'URL:https://rallypoint.example/m/42?a=1,2',
      'LAST-MODIFIED:20261119T170000Z',
      'STATUS:CANCELLED',
      'END:VEVENT',
    ]);
  });

  it('writes local times, X-WR-TIMEZONE and a VTIMEZONE before the events when a zone is set', () => {
    const all = lines([match({ start: '2026-07-04T12:30:00Z', end: '2026-07-04T14:00:00Z' })], 'Europe/London');
    expect(all.slice(5, 9)).toEqual([
      'X-WR-CALNAME:Winter Open',
      'X-WR-TIMEZONE:Europe/London',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/London',
    ]);
    expect(all.indexOf('END:VTIMEZONE')).toBeLessThan(all.indexOf('BEGIN:VEVENT'));
    expect(all).toContain('DTSTART;TZID=Europe/London:20260704T133000');
    expect(all).toContain('DTEND;TZID=Europe/London:20260704T150000');
    expect(all).toContain('DTSTAMP:20261120T081530Z');
  });

  it('writes the VTIMEZONE timezones-ical-library publishes, under its TZID', () => {
    const ny = lines([match({ start: '2027-01-01T03:00:00Z', end: '2027-01-01T04:00:00Z' })], 'America/New_York');
    expect(between(ny, 'BEGIN:VTIMEZONE', 'END:VTIMEZONE').filter((line) => /^(DTSTART|RRULE|TZNAME):/.test(line))).toEqual([
      'TZNAME:EDT',
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'TZNAME:EST',
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    ]);
    // 1 January 2027 at 03:00 UTC is still 2026 in New York.
    expect(ny).toContain('DTSTART;TZID=America/New_York:20261231T220000');
    // The library names UTC by its canonical name, and the events follow it.
    const utc = lines([match()], 'UTC');
    expect(utc).toContain('TZID:Etc/UTC');
    expect(utc).toContain('DTSTART;TZID=Etc/UTC:20261205T090000');
  });

  it('writes in UTC a time the zone’s current rules would misread, from before they changed', () => {
    // Until 2007 New York kept winter time until April; today's rules would read 20 March 2006 as summer time.
    const all = lines([match({ start: '2006-03-20T12:00:00Z', end: '2006-03-20T13:00:00Z' })], 'America/New_York');
    expect(all).toContain('DTSTART:20060320T120000Z');
    expect(all).toContain('DTEND:20060320T130000Z');
  });

  it('writes a time the clock shows twice (clocks going back) in UTC, which cannot be misread', () => {
    const all = lines([match({ start: '2026-10-25T00:30:00Z', end: '2026-10-25T03:00:00Z' })], 'Europe/London');
    expect(all).toContain('DTSTART:20261025T003000Z');
    expect(all).toContain('DTEND;TZID=Europe/London:20261025T030000');
  });

  it('leaves DTEND out of an event without length', () => {
    const all = lines([match({ end: '2026-12-05T09:00:00.500Z' })]);
    expect(all.some((line) => line.startsWith('DTEND'))).toBe(false);
  });

  it('writes an empty calendar, with the zone when one is set', () => {
    expect(lines([])).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//RallyPoint//Order of play//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Winter Open',
      'END:VCALENDAR',
    ]);
    // The zone's VTIMEZONE is still written, so the calendar has a component, as RFC 5545 asks.
    const zoned = lines([], 'Europe/Berlin');
    expect(zoned).toContain('TZID:Europe/Berlin');
    expect(zoned.filter((line) => line.startsWith('DTSTART:'))).toEqual(['DTSTART:19700329T020000', 'DTSTART:19701025T030000']);
  });

  it('writes in UTC the times of a zone the library has no VTIMEZONE for', () => {
    const all = lines([match()], '+05:30');
    expect(all.some((line) => line.startsWith('BEGIN:VTIMEZONE'))).toBe(false);
    expect(all).toContain('DTSTART:20261205T090000Z');
  });

  it('drops control characters but tab, keeps line breaks of text as \\n, and replaces a lone surrogate', () => {
    const event = match({ summary: 'a\tb\u0000\u007F\r\nc\uD83Cd 🎾', url: 'https://x.example/\r\nSTATUS:CANCELLED\u0000' });
    const vevent = between(lines([event]), 'BEGIN:VEVENT', 'END:VEVENT');
    expect(vevent).toContain('SUMMARY:a\tb\\nc\uFFFDd 🎾');
    expect(vevent).toContain('URL:https://x.example/STATUS:CANCELLED');
    expect(vevent.some((line) => line.startsWith('STATUS'))).toBe(false);
  });

  it('treats an empty zone as none, and stamps with the current time by default', () => {
    expect(lines([match()], '').some((line) => line.includes('TIMEZONE'))).toBe(false);
    const before = Date.now();
    const stamp = unfoldedLines(toICalendar({ name: 'x', events: [match()] })).find((line) => line.startsWith('DTSTAMP:'));
    const [, y, mo, d, h, mi, s] = /^DTSTAMP:(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(stamp ?? '') ?? [];
    const stamped = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
    expect(stamped).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(stamped).toBeLessThanOrEqual(Date.now());
  });

  it('refuses what it cannot write truthfully', () => {
    const write = (event: Partial<CalendarEvent>, timeZone?: string) => () =>
      toICalendar({ name: 'x', timeZone, events: [match(event)], now: NOW });
    expect(write({}, 'Europe/Londres')).toThrow('Unknown time zone "Europe/Londres"');
    expect(write({ start: '2026-12-05T09:00:00' })).toThrow(
      'The start of event match-42@rallypoint "2026-12-05T09:00:00" is not an ISO 8601',
    );
    expect(write({ end: '2026-12-05T08:59:59Z' })).toThrow('Event match-42@rallypoint ends before it starts');
    expect(write({ updatedAt: 'yesterday' })).toThrow('updatedAt of event match-42@rallypoint');
    expect(write({ uid: ' ' })).toThrow('An event needs a uid');
    expect(write({ sequence: -1 })).toThrow('must be a whole number from 0');
    expect(write({ sequence: 1.5 })).toThrow('must be a whole number from 0');
    expect(() => toICalendar({ name: 'x', events: [], now: new Date('nope') })).toThrow('Invalid date');
  });
});
