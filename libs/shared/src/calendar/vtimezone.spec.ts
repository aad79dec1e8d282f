import { describe, expect, it } from 'vitest';
import { vtimezoneLines } from './vtimezone';

/** Each observance as 'KIND DTSTART FROM>TO NAME'. */
function observances(lines: string[]): string[] {
  const found: string[] = [];
  let current: Record<string, string> = {};
  for (const line of lines) {
    const [name, value] = [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)];
    if (name === 'BEGIN' && value !== 'VTIMEZONE') current = { kind: value };
    else if (name === 'END' && value !== 'VTIMEZONE')
      found.push(`${current.kind} ${current.DTSTART} ${current.TZOFFSETFROM}>${current.TZOFFSETTO} ${current.TZNAME}`);
    else current[name] = value;
  }
  return found;
}

describe('vtimezoneLines', () => {
  it('starts on local 1 January, then lists each change at the local time it happens', () => {
    const lines = vtimezoneLines('Europe/London', 2026, 2026);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VTIMEZONE', 'TZID:Europe/London']);
    expect(lines.at(-1)).toBe('END:VTIMEZONE');
    expect(observances(lines)).toEqual([
      'STANDARD 20260101T000000 +0000>+0000 GMT',
      'DAYLIGHT 20260329T010000 +0000>+0100 BST',
      'STANDARD 20261025T020000 +0100>+0000 GMT',
    ]);
  });

  it('covers every year asked for', () => {
    expect(observances(vtimezoneLines('America/New_York', 2026, 2027))).toEqual([
      'STANDARD 20260101T000000 -0500>-0500 EST',
      'DAYLIGHT 20260308T020000 -0500>-0400 EDT',
      'STANDARD 20261101T020000 -0400>-0500 EST',
      'DAYLIGHT 20270314T020000 -0500>-0400 EDT',
      'STANDARD 20271107T020000 -0400>-0500 EST',
    ]);
  });

  it('knows summer time south of the equator, which is on at New Year', () => {
    expect(observances(vtimezoneLines('Australia/Sydney', 2026, 2026))).toEqual([
      'DAYLIGHT 20260101T000000 +1100>+1100 AEDT',
      'STANDARD 20260405T030000 +1100>+1000 AEST',
      'DAYLIGHT 20261004T020000 +1000>+1100 AEDT',
    ]);
  });

  it('gives a zone without changes a single STANDARD observance', () => {
    expect(observances(vtimezoneLines('Asia/Kolkata', 2026, 2027))).toEqual(['STANDARD 20260101T000000 +0530>+0530 IST']);
    expect(observances(vtimezoneLines('Asia/Tokyo', 2026, 2026))).toEqual(['STANDARD 20260101T000000 +0900>+0900 +09']);
    expect(observances(vtimezoneLines('UTC', 2026, 2026))).toEqual(['STANDARD 20260101T000000 +0000>+0000 UTC']);
  });

  it('hands out copies of what it keeps', () => {
    const first = vtimezoneLines('Europe/London', 2030, 2030);
    first.length = 0;
    expect(vtimezoneLines('Europe/London', 2030, 2030)).toHaveLength(21);
  });
});
