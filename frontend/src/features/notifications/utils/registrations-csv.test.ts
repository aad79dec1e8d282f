import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '@rallypoint/shared';
import { makeRegistration } from '@/testing/fixtures';
import { parseStrictCsv } from '@/testing/csv';
import { buildRegistrationsCsv, registrationsCsvFilename } from './registrations-csv';

describe('buildRegistrationsCsv', () => {
  it('writes the BOM, the header and one labelled row per registration', () => {
    const csv = buildRegistrationsCsv([makeRegistration()]);
    const [header, row] = csv.split('\r\n');

    expect(header).toBe(
      `${CSV_BOM}"Name","Email","Phone","Sport","Skill Level","Handedness","Available Times","Registration Date","Status"`,
    );
    expect(row).toBe(
      '"Sam Smash","sam@example.com","5552223333","Pickleball","Intermediate","Left-handed",' +
        '"Morning 9-12; Weekend Afternoon (Sat/Sun 1-5)","2026-03-02","Pending"',
    );
  });

  it('escapes quotes, keeps commas inside cells and reads an unknown status as words', () => {
    const csv = buildRegistrationsCsv([
      // A status this client does not know yet (a newer server's) still reads as words, never as a code.
      makeRegistration({ fullName: 'Alex "Ace" Doe, Jr.', availableTimes: [], status: 'on_hold' as never }),
    ]);
    const [, row] = parseStrictCsv(csv);

    expect(row[0]).toBe('Alex "Ace" Doe, Jr.');
    expect(row[6]).toBe('');
    expect(row[8]).toBe('On hold');
  });

  it('leaves blank the form fields of an entry made by Enroll, and labels each entry status', () => {
    const rows = parseStrictCsv(
      buildRegistrationsCsv([
        makeRegistration({ phone: null, skillLevel: null, handedness: null, availableTimes: [], status: 'registered' }),
        makeRegistration({ status: 'pending' }),
        makeRegistration({ status: 'withdrawn' }),
      ]),
    );

    expect(rows[1]).toEqual(['Sam Smash', 'sam@example.com', '', 'Pickleball', '', '', '', '2026-03-02', 'Registered']);
    expect(rows.slice(1).map((row) => row[8])).toEqual(['Registered', 'Pending', 'Withdrawn']);
  });

  it('writes only the header when there are no registrations', () => {
    expect(parseStrictCsv(buildRegistrationsCsv([]))).toHaveLength(1);
  });

  it('names the file after the tournament id', () => {
    expect(registrationsCsvFilename(12)).toBe('tournament-12-registrations.csv');
  });
});
