import { describe, expect, it } from 'vitest';
import { civilToEpochMs, epochMsToCivil, formatCivil, formatUtc } from './civil-time';
import { parseInstant } from './iso-instant';

describe('parseInstant', () => {
  it('reads Z and offsets with or without a colon', () => {
    const nine = Date.UTC(2026, 11, 5, 9);
    expect(parseInstant('2026-12-05T09:00:00Z')).toBe(nine);
    expect(parseInstant('2026-12-05T09:00:00+00:00')).toBe(nine);
    expect(parseInstant('2026-12-05T14:30:00+05:30')).toBe(nine);
    expect(parseInstant('2026-12-05T04:00:00-0500')).toBe(nine);
    expect(parseInstant('2026-12-05T11:00+02')).toBe(nine);
    expect(parseInstant('2026-12-05 09:00:00z')).toBe(nine);
  });

  it('keeps milliseconds', () => {
    expect(parseInstant('2026-12-05T09:00:00.250Z')).toBe(Date.UTC(2026, 11, 5, 9, 0, 0, 250));
    expect(parseInstant('2026-12-05T09:00:00.123456Z')).toBe(Date.UTC(2026, 11, 5, 9, 0, 0, 123));
  });

  it('refuses a time without Z or an offset, naming the field', () => {
    expect(() => parseInstant('2026-12-05T09:00:00', 'start of event m1')).toThrow(
      'The start of event m1 "2026-12-05T09:00:00" is not an ISO 8601 time with Z or an offset',
    );
    expect(() => parseInstant('2026-12-05')).toThrow(RangeError);
    expect(() => parseInstant('next Tuesday')).toThrow(RangeError);
  });

  it('refuses dates and times that do not exist', () => {
    for (const iso of [
      '2026-04-31T09:00:00Z',
      '2026-02-29T09:00:00Z',
      '2026-13-01T09:00:00Z',
      '2026-12-05T24:00:00Z',
      '2026-12-05T09:60:00Z',
      '2026-12-05T09:00:00+05:60',
      '2026-12-05T09:00:00+24:00',
    ]) {
      expect(() => parseInstant(iso), iso).toThrow('is not a real date and time');
    }
    expect(parseInstant('2028-02-29T09:00:00Z')).toBe(Date.UTC(2028, 1, 29, 9));
  });
});

describe('civil time', () => {
  it('writes DATE-TIME values, padding years below 1000', () => {
    expect(formatCivil({ year: 2026, month: 3, day: 9, hour: 7, minute: 5, second: 1 })).toBe('20260309T070501');
    expect(formatUtc(Date.UTC(2026, 11, 5, 9, 0, 0, 999))).toBe('20261205T090000Z');
    const early = { year: 42, month: 1, day: 2, hour: 3, minute: 4, second: 5 };
    expect(epochMsToCivil(civilToEpochMs(early))).toEqual(early);
    expect(formatCivil(early)).toBe('00420102T030405');
  });

  it('refuses what a four-digit year cannot hold, and invalid dates', () => {
    expect(() => formatCivil({ year: 10000, month: 1, day: 1, hour: 0, minute: 0, second: 0 })).toThrow(RangeError);
    expect(() => formatCivil({ year: -1, month: 1, day: 1, hour: 0, minute: 0, second: 0 })).toThrow(RangeError);
    expect(() => formatUtc(Number.NaN)).toThrow('Invalid date');
  });
});
