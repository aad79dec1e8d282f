import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarName, parseCalendar, unfoldedLines } from './ical-js.test';
import { toICalendar } from './icalendar';

const NOW = new Date('2026-01-01T00:00:00Z');

// Text as people type it: anything but control characters other than tab and line breaks, with the characters
// iCalendar escapes, and multi-byte ones that folding must not split, made common.
const tricky = fc.constantFrom(',', ';', '\\', '\n', '\r\n', ':', '"', ' ', '\t', 'é', 'ß', '中', '🎾', '👩‍👩‍👧');
const anyChar = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 1 })
  .filter((c) => !/[^\t\u0020-\u007E\u0080-\uFFFF]/.test(c));
const text = fc.string({ unit: fc.oneof(tricky, anyChar), maxLength: 120 });
/** What a reader gets back: every line break as \n. */
const asRead = (value: string) => value.replace(/\r\n/g, '\n');

describe('toICalendar: text read back by ical.js (property)', () => {
  it('keeps any summary, description, location and calendar name unchanged', () => {
    fc.assert(
      fc.property(text, text, text, text, (name, summary, description, location) => {
        const document = toICalendar({
          name,
          events: [
            {
              uid: 'm@rallypoint',
              sequence: 0,
              start: '2026-05-01T10:00:00Z',
              end: '2026-05-01T11:00:00Z',
              summary,
              description,
              location,
            },
          ],
          now: NOW,
        });
        const { calendar, events } = parseCalendar(document);
        expect(calendarName(calendar)).toBe(asRead(name));
        expect(events[0].summary).toBe(asRead(summary));
        expect(events[0].description).toBe(description ? asRead(description) : null);
        expect(events[0].location).toBe(location ? asRead(location) : null);
      }),
      { numRuns: 300 },
    );
  });

  it('folds every line within 75 octets, each ending in CRLF', () => {
    fc.assert(
      fc.property(text, (summary) => {
        const document = toICalendar({
          name: 'x',
          events: [{ uid: 'm', sequence: 0, start: '2026-05-01T10:00:00Z', end: '2026-05-01T11:00:00Z', summary }],
          now: NOW,
        });
        expect(document.endsWith('\r\n')).toBe(true);
        for (const line of document.split('\r\n').slice(0, -1)) {
          expect(line).not.toMatch(/[\r\n]/);
          expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
        }
        expect(unfoldedLines(document).filter((line) => line.startsWith('SUMMARY:'))).toHaveLength(1);
      }),
    );
  });
});

describe('toICalendar: instants read back by ical.js (property)', () => {
  const zones = [
    'Europe/London',
    'America/New_York',
    'Asia/Kolkata',
    'Australia/Sydney',
    'Australia/Lord_Howe',
    'America/Sao_Paulo',
    'Asia/Kathmandu',
    'UTC',
  ];
  // Whole seconds within a year or so of each other, as one tournament's matches are; the zone scan is per year.
  const YEAR_S = 366 * 86_400;
  const instants = fc
    .integer({ min: 2000, max: 2037 })
    .chain((year) =>
      fc
        .array(fc.integer({ min: -86_400, max: YEAR_S }), { minLength: 1, maxLength: 4 })
        .map((offsets) => offsets.map((s) => Date.UTC(year, 0, 1) + s * 1000)),
    );

  it('gives every start and end its instant back in any zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        instants,
        fc.array(fc.integer({ min: 1, max: 6 * 3600 }), { minLength: 4, maxLength: 4 }),
        (timeZone, starts, lengths) => {
          const spans = starts.map((start, i): [number, number] => [start, lengths[i]]);
          const events = spans.map(([start, seconds], i) => ({
            uid: `m${i}`,
            sequence: 0,
            start: new Date(start).toISOString(),
            end: new Date(start + seconds * 1000).toISOString(),
            summary: 'Match',
          }));
          const parsed = parseCalendar(toICalendar({ name: 'x', timeZone, events, now: NOW })).events;
          expect(parsed.map((e) => [e.start, e.end])).toEqual(spans.map(([start, seconds]) => [start, start + seconds * 1000]));
        },
      ),
      { numRuns: 150 },
    );
  });
});
