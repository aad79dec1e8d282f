import { describe, expect, it } from 'vitest';
import { offsetName, shortZoneName } from './zone-names';
import { zoneTransitions } from './zone-transitions';

const H = 3600;
const year = (timeZone: string, y: number) =>
  zoneTransitions(timeZone, Date.UTC(y, 0, 1), Date.UTC(y + 1, 0, 1)).map((t) => ({ ...t, at: new Date(t.at).toISOString() }));

describe('zoneTransitions', () => {
  it('finds the UK changes of 2026 to the second', () => {
    expect(year('Europe/London', 2026)).toEqual([
      { at: '2026-03-29T01:00:00.000Z', from: 0, to: H },
      { at: '2026-10-25T01:00:00.000Z', from: H, to: 0 },
    ]);
  });

  it('finds changes in the US, south of the equator, and of half an hour', () => {
    expect(year('America/New_York', 2026)).toEqual([
      { at: '2026-03-08T07:00:00.000Z', from: -5 * H, to: -4 * H },
      { at: '2026-11-01T06:00:00.000Z', from: -4 * H, to: -5 * H },
    ]);
    expect(year('Australia/Sydney', 2026)).toEqual([
      { at: '2026-04-04T16:00:00.000Z', from: 11 * H, to: 10 * H },
      { at: '2026-10-03T16:00:00.000Z', from: 10 * H, to: 11 * H },
    ]);
    expect(year('Australia/Lord_Howe', 2026)).toEqual([
      { at: '2026-04-04T15:00:00.000Z', from: 11 * H, to: 10.5 * H },
      { at: '2026-10-03T15:30:00.000Z', from: 10.5 * H, to: 11 * H },
    ]);
  });

  it('finds none for zones without summer time', () => {
    for (const zone of ['UTC', 'Asia/Tokyo', 'Asia/Kolkata', 'America/Sao_Paulo']) expect(year(zone, 2026), zone).toEqual([]);
  });

  it('finds every change over several years, and only those in the range', () => {
    expect(zoneTransitions('Europe/Paris', Date.UTC(2025, 0, 1), Date.UTC(2028, 0, 1))).toHaveLength(6);
    expect(zoneTransitions('Europe/Paris', Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1))).toHaveLength(0);
    expect(zoneTransitions('Europe/Paris', Date.UTC(2026, 2, 29, 0, 59, 59), Date.UTC(2026, 9, 25, 1, 0, 1))).toHaveLength(2);
  });
});

describe('zone names', () => {
  it('uses the abbreviation Intl knows, in whichever English locale uses it', () => {
    const jan = Date.UTC(2026, 0, 15);
    const jul = Date.UTC(2026, 6, 15);
    expect([shortZoneName(jan, 'Europe/London', 0), shortZoneName(jul, 'Europe/London', H)]).toEqual(['GMT', 'BST']);
    expect([shortZoneName(jan, 'America/New_York', -5 * H), shortZoneName(jul, 'America/New_York', -4 * H)]).toEqual([
      'EST',
      'EDT',
    ]);
    expect(shortZoneName(jul, 'Europe/Paris', 2 * H)).toBe('CEST');
    expect(shortZoneName(jul, 'UTC', 0)).toBe('UTC');
  });

  it('falls back to the offset where Intl has only GMT+n', () => {
    expect(shortZoneName(Date.UTC(2026, 6, 15), 'America/Sao_Paulo', -3 * H)).toBe('-03');
    expect(offsetName(5.5 * H)).toBe('+0530');
    expect(offsetName(5.75 * H)).toBe('+0545');
    expect(offsetName(0)).toBe('+00');
    expect(offsetName(-9.5 * H)).toBe('-0930');
  });
});
