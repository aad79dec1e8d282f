import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '@rallypoint/shared';
import { parseStrictCsv } from '@/testing/csv';
import { buildRegistrantsCsv, registrantsCsvFilename } from './registrants-csv';

describe('buildRegistrantsCsv', () => {
  it('writes name, e-mail and registration day, quoting every cell and defusing formulas', () => {
    const csv = buildRegistrantsCsv([
      {
        id: 1,
        userId: 4,
        name: 'Ada "Ace" Lovelace',
        email: 'ada@example.com',
        registeredAt: '2026-03-02T12:00:00.000Z',
        status: 'registered',
        paymentStatus: 'pending',
      },
      {
        id: 2,
        userId: 5,
        name: '=HYPERLINK("x")',
        email: null,
        registeredAt: '2026-03-03T12:00:00.000Z',
        status: 'registered',
        paymentStatus: 'pending',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      `${CSV_BOM}"Name","Email","Registration Date"`,
      '"Ada ""Ace"" Lovelace","ada@example.com","2026-03-02"',
      `"'=HYPERLINK(""x"")","","2026-03-03"`,
    ]);
    expect(registrantsCsvFilename(7)).toBe('bootcamp-7-registrations.csv');
  });

  it('names a registrant whose account is gone Unknown', () => {
    const csv = buildRegistrantsCsv([
      {
        id: 1,
        userId: 4,
        name: null,
        email: null,
        registeredAt: '2026-03-02T12:00:00.000Z',
        status: 'registered',
        paymentStatus: 'pending',
      },
    ]);
    expect(parseStrictCsv(csv)[1]).toEqual(['Unknown', '', '2026-03-02']);
  });
});
