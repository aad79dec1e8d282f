import { describe, expect, it } from 'vitest';
import { makeRegistration } from '@/testing/fixtures';
import { buildRegistrationsCsv, registrationsCsvFilename } from './registrations-csv';

describe('buildRegistrationsCsv', () => {
  it('writes the spec header and one labelled row per registration', () => {
    const csv = buildRegistrationsCsv([makeRegistration()]);
    const [header, row] = csv.split('\r\n');

    expect(header).toBe(
      '"Name","Email","Phone","Sport","Skill Level","Handedness","Available Times","Registration Date","Status"',
    );
    expect(row).toBe(
      '"Sam Smash","sam@example.com","5552223333","Pickleball","Intermediate","Left-handed",' +
        '"Morning 9-12; Weekend Afternoon (Sat/Sun 1-5)","2026-03-02","pending"',
    );
  });

  it('escapes quotes and keeps commas inside cells', () => {
    const csv = buildRegistrationsCsv([makeRegistration({ fullName: 'Alex "Ace" Doe, Jr.', availableTimes: [] })]);

    expect(csv.split('\r\n')[1]).toMatch(/^"Alex ""Ace"" Doe, Jr\.",/);
    expect(csv.split('\r\n')[1]).toContain(',"",');
  });

  it('writes only the header when there are no registrations', () => {
    expect(buildRegistrationsCsv([]).split('\r\n')).toHaveLength(1);
  });

  it('names the file after the tournament id', () => {
    expect(registrationsCsvFilename(12)).toBe('tournament-12-registrations.csv');
  });
});
