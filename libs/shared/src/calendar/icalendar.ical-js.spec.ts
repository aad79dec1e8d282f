import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendar.types';
import { calendarName, ms, parseCalendar, unfoldedLines } from './ical-js.test';
import { toICalendar } from './icalendar';

const NOW = new Date('2026-11-20T08:15:30Z');
const match = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'match-42@rallypoint',
  sequence: 0,
  start: '2026-12-05T09:00:00+00:00',
  end: '2026-12-05T10:30:00+00:00',
  summary: 'Men’s singles R16: Núñez vs Zoë',
  ...overrides,
});
const read = (events: CalendarEvent[], timeZone?: string) =>
  parseCalendar(toICalendar({ name: 'Winter Open', timeZone, events, now: NOW }));

describe('toICalendar read back by ical.js: instants', () => {
  const cases: [string | undefined, string, string][] = [
    ['Europe/London', '2026-01-10T09:00:00Z', '2026-01-10T10:15:00Z'],
    ['Europe/London', '2026-07-04T13:30:00+01:00', '2026-07-04T15:00:00+01:00'],
    ['America/New_York', '2026-03-07T23:30:00-05:00', '2026-03-08T04:00:00-04:00'],
    ['America/New_York', '2026-08-15T18:00:00-04:00', '2026-08-15T19:30:00-04:00'],
    ['Asia/Kolkata', '2026-02-01T09:45:00+05:30', '2026-02-01T11:00:00+05:30'],
    ['Asia/Kolkata', '2026-12-31T23:00:00+05:30', '2027-01-01T00:30:00+05:30'],
    ['UTC', '2026-06-01T12:00:00Z', '2026-06-01T13:00:00Z'],
    [undefined, '2026-06-01T12:00:00+02:00', '2026-06-01T13:00:00+02:00'],
  ];
  it.each(cases)('keeps start and end in %s (%s)', (timeZone, start, end) => {
    const [event] = read([match({ start, end })], timeZone).events;
    expect(event.start).toBe(ms(start));
    expect(event.end).toBe(ms(end));
  });

  it('writes local times with the zone, or UTC when there is none', () => {
    const london = unfoldedLines(
      toICalendar({ name: 'x', timeZone: 'Europe/London', events: [match({ start: '2026-07-04T12:30:00Z' })], now: NOW }),
    );
    expect(london).toContain('DTSTART;TZID=Europe/London:20260704T133000');
    const kolkata = unfoldedLines(toICalendar({ name: 'x', timeZone: 'Asia/Kolkata', events: [match()], now: NOW }));
    expect(kolkata).toContain('DTSTART;TZID=Asia/Kolkata:20261205T143000');
    const utc = unfoldedLines(toICalendar({ name: 'x', events: [match()], now: NOW }));
    expect(utc).toContain('DTSTART:20261205T090000Z');
    expect(utc).toContain('DTEND:20261205T103000Z');
  });

  it('keeps both runs of the hour repeated when clocks go back, which ical.js and RFC 5545 read differently', () => {
    const events = [
      match({ uid: 'first', start: '2026-10-25T00:30:00Z', end: '2026-10-25T01:30:00Z' }),
      match({ uid: 'second', start: '2026-10-25T01:30:00Z', end: '2026-10-25T02:30:00Z' }),
    ];
    const parsed = read(events, 'Europe/London').events;
    expect(parsed.map((e) => [e.start, e.end])).toEqual(events.map((e) => [ms(e.start), ms(e.end)]));
  });

  it('writes an event in its own zone, with a VTIMEZONE for each zone in use', () => {
    const events = [
      match({ uid: 'paris', timeZone: 'Europe/Paris' }),
      match({ uid: 'kolkata', timeZone: 'Asia/Kolkata' }),
      match({ uid: 'document' }),
    ];
    const { calendar, events: parsed } = read(events, 'Europe/London');
    const zones = calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'));
    expect(zones).toEqual(['Europe/London', 'Europe/Paris', 'Asia/Kolkata']);
    const tzids = calendar.getAllSubcomponents('vevent').map((v) => v.getFirstProperty('dtstart')?.getParameter('tzid'));
    expect(tzids).toEqual(['Europe/Paris', 'Asia/Kolkata', 'Europe/London']);
    expect(parsed.map((e) => e.start)).toEqual(events.map((e) => ms(e.start)));
  });

  it('keeps events spread over several years', () => {
    const events = ['2025-12-31T23:30:00Z', '2026-06-30T12:00:00Z', '2027-03-28T00:59:59Z', '2028-10-29T01:00:00Z'].map(
      (start, i) => match({ uid: `m${i}`, start, end: start }),
    );
    for (const timeZone of ['Europe/London', 'America/New_York', 'Australia/Sydney']) {
      expect(read(events, timeZone).events.map((e) => e.start)).toEqual(events.map((e) => ms(e.start)));
    }
  });
});

describe('toICalendar read back by ical.js: the VTIMEZONE', () => {
  it('gives Europe/London its 2026 changes, on 29 March and 25 October', () => {
    const { calendar } = read([match({ start: '2026-05-01T10:00:00Z', end: '2026-05-01T11:00:00Z' })], 'Europe/London');
    const [vtimezone] = calendar.getAllSubcomponents('vtimezone');
    expect(vtimezone.getFirstPropertyValue('tzid')).toBe('Europe/London');
    const changes = vtimezone.getAllSubcomponents().map((c) => ({
      kind: c.name,
      from: (c.getFirstPropertyValue('tzoffsetfrom') as ICAL.UtcOffset).toICALString(),
      to: (c.getFirstPropertyValue('tzoffsetto') as ICAL.UtcOffset).toICALString(),
      name: c.getFirstPropertyValue('tzname'),
    }));
    expect(changes).toEqual([
      { kind: 'daylight', from: '+0000', to: '+0100', name: 'BST' },
      { kind: 'standard', from: '+0100', to: '+0000', name: 'GMT' },
    ]);

    const zone = new ICAL.Timezone({ component: vtimezone });
    const offsetAt = (iso: string) => zone.utcOffset(ICAL.Time.fromDateTimeString(iso));
    expect([offsetAt('2026-01-01T00:00:00'), offsetAt('2026-03-29T00:59:59'), offsetAt('2026-03-29T02:00:00')]).toEqual([
      0, 0, 3600,
    ]);
    expect([offsetAt('2026-10-24T12:00:00'), offsetAt('2026-10-25T02:00:00')]).toEqual([3600, 0]);
  });

  it('gives zones that never change one STANDARD observance', () => {
    for (const [timeZone, offset] of [
      ['UTC', '+0000'],
      ['Asia/Tokyo', '+0900'],
      ['Asia/Kolkata', '+0530'],
    ]) {
      const [vtimezone] = read([match()], timeZone).calendar.getAllSubcomponents('vtimezone');
      const observances = vtimezone.getAllSubcomponents();
      expect(observances.map((c) => c.name)).toEqual(['standard']);
      expect((observances[0].getFirstPropertyValue('tzoffsetto') as ICAL.UtcOffset).toICALString()).toBe(offset);
    }
  });

  it('has none without a zone', () => {
    expect(read([match()]).calendar.getAllSubcomponents('vtimezone')).toEqual([]);
  });
});

describe('toICalendar read back by ical.js: event details', () => {
  it('round-trips text with commas, semicolons, backslashes, line breaks, accents and emoji', () => {
    const event = match({
      uid: 'match-7@rallypoint',
      sequence: 3,
      summary: 'QF; Müller, J. vs Ødegård 🏓',
      description: 'Court 2, then court 5;\nbring spare balls\\grips\r\nWinner plays SF — 🎾🎾',
      location: 'Centre Court, Ålesund; Norway',
      url: 'https://rallypoint.example/t/12/matches/7?tab=score,stats',
      updatedAt: '2026-11-19T17:04:05Z',
      status: 'CONFIRMED',
    });
    const [parsed] = read([event], 'Europe/London').events;
    expect(parsed).toEqual({
      uid: 'match-7@rallypoint',
      sequence: 3,
      summary: 'QF; Müller, J. vs Ødegård 🏓',
      description: 'Court 2, then court 5;\nbring spare balls\\grips\nWinner plays SF — 🎾🎾',
      location: 'Centre Court, Ålesund; Norway',
      url: 'https://rallypoint.example/t/12/matches/7?tab=score,stats',
      status: 'CONFIRMED',
      start: ms(event.start),
      end: ms(event.end),
      stamp: NOW.getTime(),
      lastModified: ms('2026-11-19T17:04:05Z'),
    });
  });

  it('leaves optional properties out', () => {
    const [parsed] = read([match()]).events;
    expect(parsed).toMatchObject({ description: null, location: null, url: null, status: null, lastModified: null });
  });

  it('raises SEQUENCE with the same UID when a match moves, and marks a cancelled one', () => {
    const before = read([match({ sequence: 0 })]).events[0];
    const moved = read([match({ sequence: 1, start: '2026-12-05T11:00:00Z', end: '2026-12-05T12:00:00Z' })]).events[0];
    const cancelled = read([match({ sequence: 2, status: 'CANCELLED' })]).events[0];
    expect([before.uid, moved.uid, cancelled.uid]).toEqual(Array(3).fill('match-42@rallypoint'));
    expect([before.sequence, moved.sequence, cancelled.sequence]).toEqual([0, 1, 2]);
    expect(moved.start).toBe(ms('2026-12-05T11:00:00Z'));
    expect(cancelled.status).toBe('CANCELLED');
  });

  it('folds long lines at 75 octets and unfolds them to the original', () => {
    const description = `${'Order of play: '.repeat(8)}${'é'.repeat(50)}${'🎾'.repeat(30)}`;
    const document = toICalendar({ name: 'x'.repeat(200), events: [match({ description })], now: NOW });
    const lines = document.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(5);
    expect(unfoldedLines(document)).toContain(`DESCRIPTION:${description}`);
    expect(read([match({ description })]).events[0].description).toBe(description);
    expect(calendarName(parseCalendar(document).calendar)).toBe('x'.repeat(200));
  });

  it('reads an empty calendar', () => {
    for (const timeZone of [undefined, 'Europe/London']) {
      const { calendar, events } = parseCalendar(toICalendar({ name: 'Nothing yet, so far', timeZone, events: [], now: NOW }));
      expect(events).toEqual([]);
      expect(calendar.name).toBe('vcalendar');
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(calendarName(calendar)).toBe('Nothing yet, so far');
    }
  });
});
