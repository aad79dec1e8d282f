import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { academyEnrollmentSchema, academySignupSchema } from './academy.schemas';
import { loginSchema, signupRequestSchema } from './auth.schemas';
import { createBootcampSchema } from './bootcamp.schemas';
import { isPlainText, isSingleLine } from './fields';
import { saveFixturesSchema } from './fixtures.schemas';
import { CONTROL_CHARACTER_MESSAGES as C } from './messages';
import { submitResultSchema } from './result.schemas';
import {
  freePlayMatchSchema,
  matchInviteSchema,
  sendKudosSchema,
  sendMessageSchema,
  tournamentMatchSchema,
} from './social.schemas';
import { createTournamentRequestSchema, tournamentRegistrationSchema, updateTournamentRequestSchema } from './tournament.schemas';
import { postAnnouncementSchema, recordMetricsSchema, recordProgressSchema, scheduleLessonSchema } from './training.schemas';

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const LINE_BREAKS_AND_TAB = ['\n', '\r', '\t'];
/** Unicode's bidirectional embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const BIDI_OVERRIDES_AND_ISOLATES = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

const tournament = {
  sport: 'tennis',
  name: 'Summer Slam',
  venue: 'Riverside Courts',
  divisions: 2,
  description: 'Club singles',
  startDate: '2026-07-01',
  endDate: '2026-07-03',
  rules: 'Standard ITF rules apply.',
  additionalInfo: 'Parking at the back',
  poc1Name: 'Olive',
  poc1Contact: '5550001111',
  poc1Email: 'olive@example.com',
  poc2Name: 'Otto',
  poc2Contact: '5550002222',
};
const fixtureMatch = {
  id: 'm-1',
  matchType: 'league',
  fixtureType: 'singles',
  division: 'Division 1',
  round: 1,
  player1: { id: 1 },
  player2: { id: 2 },
  scheduledTime: '10:00',
  court: 'Court 1',
  winner: 'Ann Lee',
};
const fixtures = {
  matches: [fixtureMatch],
  divisions: { 'Division 1': [{ id: 1 }, { id: 2 }] },
  teams: [{ id: 't-1', teamName: 'Ann & Bo', division: 'Division 1', player1: { id: 1 }, player2: { id: 2 } }],
};
const proposal = {
  opponentId: 2,
  sport: 'tennis',
  proposedDate: '2030-01-01',
  proposedTime: '10:00',
  venue: 'Court 1',
  message: 'See you',
};

interface Case {
  schema: z.ZodType;
  body: object;
  /** Field path → the label its message names. */
  singleLine: Record<string, string>;
  multiLine: Record<string, string>;
}

/** Every request body with text, its one-line fields and its fields of several lines. */
const CASES: Record<string, Case> = {
  login: {
    schema: loginSchema,
    body: { username: 'ann', password: 'secret' },
    singleLine: { username: 'Username' },
    multiLine: {},
  },
  signup: {
    schema: signupRequestSchema,
    body: {
      firstName: 'Ann',
      lastName: 'Lee',
      username: 'ann_lee',
      email: 'ann@example.com',
      phone: '5551234567',
      organizationName: 'Club',
      sports: ['tennis'],
      addressLine1: '1 Road',
      state: 'CA',
      zipCode: '94110',
      password: 'secret123',
    },
    singleLine: {
      firstName: 'First name',
      lastName: 'Last name',
      username: 'Username',
      phone: 'Phone number',
      organizationName: 'Organization name',
      addressLine1: 'Address',
      state: 'State',
      zipCode: 'ZIP code',
    },
    multiLine: {},
  },
  'create tournament': {
    schema: createTournamentRequestSchema,
    body: tournament,
    singleLine: {
      name: 'Tournament name',
      venue: 'Venue',
      poc1Name: 'POC 1 name',
      poc1Contact: 'POC 1 contact number',
      poc2Name: 'POC 2 name',
      poc2Contact: 'POC 2 contact number',
    },
    multiLine: { description: 'Description', rules: 'Tournament rules', additionalInfo: 'Additional information' },
  },
  'update tournament': {
    schema: updateTournamentRequestSchema,
    body: tournament,
    singleLine: { name: 'Tournament name', venue: 'Venue', poc1Name: 'POC 1 name', poc2Contact: 'POC 2 contact number' },
    multiLine: { description: 'Description', rules: 'Tournament rules', additionalInfo: 'Additional information' },
  },
  'tournament registration': {
    schema: tournamentRegistrationSchema,
    body: {
      fullName: 'Ann Lee',
      email: 'ann@example.com',
      phone: '5551234567',
      skillLevel: 'L2',
      skillDescription: 'Steady',
      handedness: 'left',
      availableTimes: ['morning'],
      commitmentAcknowledged: true,
    },
    singleLine: { fullName: 'Full name', phone: 'Phone number' },
    multiLine: { skillDescription: 'Skill description' },
  },
  message: {
    schema: sendMessageSchema,
    body: { recipientId: 2, subject: 'Hit on Saturday?', message: 'Fancy a hit?' },
    singleLine: { subject: 'Subject' },
    multiLine: { message: 'Message' },
  },
  kudos: {
    schema: sendKudosSchema,
    body: { recipientId: 2, message: 'Great match' },
    singleLine: {},
    multiLine: { message: 'Message' },
  },
  'match invite': {
    schema: matchInviteSchema,
    body: proposal,
    singleLine: { venue: 'Venue' },
    multiLine: { message: 'Message' },
  },
  'tournament match': {
    schema: tournamentMatchSchema,
    body: { ...proposal, tournamentId: 3 },
    singleLine: { venue: 'Venue' },
    multiLine: { message: 'Message' },
  },
  'free play match': {
    schema: freePlayMatchSchema,
    body: { ...proposal, duration: 60 },
    singleLine: { venue: 'Venue' },
    multiLine: { message: 'Message' },
  },
  bootcamp: {
    schema: createBootcampSchema,
    body: {
      title: 'Serve Clinic',
      type: 'clinic',
      description: 'Two mornings of serves.',
      skillLevel: 'all-levels',
      startDate: '2030-07-01',
      endDate: '2030-07-02',
      startTime: '09:00',
      endTime: '12:00',
      duration: 2,
      venue: 'Riverside',
      venueAddress: '1 River Road',
      maxParticipants: 10,
      price: '10',
    },
    singleLine: { title: 'Title', venue: 'Venue', venueAddress: 'Venue address' },
    multiLine: { description: 'Description' },
  },
  'academy enrollment': {
    schema: academyEnrollmentSchema,
    body: {
      academyId: 1,
      membershipType: 'individual',
      experience: 'beginner',
      goals: 'Better serve',
      additionalNotes: 'Evenings',
    },
    singleLine: {},
    multiLine: { goals: 'Goals', additionalNotes: 'Additional notes' },
  },
  'academy signup': {
    schema: academySignupSchema,
    body: {
      academyId: 1,
      reason: 'I love playing tennis',
      experience: 'Two years',
      goals: 'Play tournaments',
      age: 14,
      currentGrade: '8',
      schoolName: 'Hill School',
      preferredTime: 'morning',
    },
    singleLine: { currentGrade: 'Current grade', schoolName: 'School name' },
    multiLine: { reason: 'Reason', experience: 'Experience', goals: 'Goals' },
  },
  lesson: {
    schema: scheduleLessonSchema,
    body: {
      title: 'Footwork',
      instructor: 'Coach Kim',
      date: '2030-01-01',
      time: '10:00',
      type: 'Individual',
      notes: 'Bring water',
    },
    singleLine: { title: 'Title', instructor: 'Instructor' },
    multiLine: { notes: 'Notes' },
  },
  progress: {
    schema: recordProgressSchema,
    body: {
      level: 'Beginner',
      lessonsCompleted: 3,
      skillsProgress: { forehand: 1, backhand: 1, serve: 1, volley: 1, overall: 1 },
      notes: 'Good',
    },
    singleLine: {},
    multiLine: { notes: 'Notes' },
  },
  announcement: {
    schema: postAnnouncementSchema,
    body: { title: 'Courts closed', content: 'Rain', type: 'info' },
    singleLine: { title: 'Title' },
    multiLine: { content: 'Message' },
  },
  metrics: {
    schema: recordMetricsSchema,
    body: { date: '2030-01-01', attendance: 1, technicalSkills: 1, consistency: 1, effort: 1, notes: 'Fine' },
    singleLine: {},
    multiLine: { notes: 'Notes' },
  },
  result: {
    schema: submitResultSchema,
    body: {
      tournamentId: 1,
      opponentName: 'Ben Court',
      matchType: 'league',
      sets: [{ playerGames: 6, opponentGames: 4 }],
      notes: 'Close',
    },
    singleLine: { opponentName: 'Opponent name' },
    multiLine: { notes: 'Notes' },
  },
  'save fixtures': {
    schema: saveFixturesSchema,
    body: fixtures,
    singleLine: {
      'matches.0.id': 'Match id',
      'matches.0.division': 'Division',
      'matches.0.scheduledTime': 'Scheduled time',
      'matches.0.court': 'Court',
      'teams.0.id': 'Team id',
      'teams.0.teamName': 'Team name',
      'teams.0.division': 'Division',
    },
    multiLine: { 'matches.0.winner': 'Winner' },
  },
};

/** A copy of `body` with the string at `path` replaced by `value`. */
function withValue(body: object, path: string, value: string): object {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

function firstMessage(schema: z.ZodType, body: object, path: string): string | undefined {
  const result = schema.safeParse(body);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
}

const valueAt = (body: object, path: string) =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], body) as string;

/** The field's valid value with `inserted` after its second character. */
const containing = (body: object, path: string, inserted: string) => {
  const value = valueAt(body, path);
  return `${value.slice(0, 2)}${inserted}${value.slice(2)}`;
};

describe('the control-character rules', () => {
  it('refuse every C0 control, DEL and the Unicode line separators on one line', () => {
    for (const char of [...C0, '\u007f', '\u0085', '\u2028', '\u2029'])
      expect(isSingleLine(`a${char}b`), JSON.stringify(char)).toBe(false);
    expect(isSingleLine('Zoë Ångström 李小龍 Ђорђе 🎾 = + - @')).toBe(true);
  });

  it('refuse the bidirectional overrides and isolates on one line, and keep right-to-left text and its marks', () => {
    for (const char of BIDI_OVERRIDES_AND_ISOLATES) expect(isSingleLine(`a${char}b`), JSON.stringify(char)).toBe(false);
    // Just outside the ranges: a narrow no-break space (French names and numbers) and U+206A.
    for (const char of ['\u202f', '\u206a']) expect(isSingleLine(`a${char}b`), JSON.stringify(char)).toBe(true);
    expect(isSingleLine('שלום עליכם مرحبا \u200fRLM\u200e')).toBe(true);
  });

  it('let text of several lines keep line feeds, carriage returns and tabs, and nothing else of C0 or DEL', () => {
    for (const char of C0) expect(isPlainText(`a${char}b`), JSON.stringify(char)).toBe(LINE_BREAKS_AND_TAB.includes(char));
    expect(isPlainText('a\u007fb')).toBe(false);
    expect(isPlainText('line one\r\nline two\n\tindented')).toBe(true);
  });
});

describe.each(Object.entries(CASES))('%s', (_name, { schema, body, singleLine, multiLine }) => {
  it('accepts the valid body', () => {
    expect(schema.safeParse(body).error?.issues).toBeUndefined();
  });

  it.each(Object.entries(singleLine))(
    'refuses a line break, a tab, NUL, DEL or a bidirectional override in %s, naming the field',
    (path, label) => {
      for (const char of ['\r\n', '\n', '\r', '\t', '\u0000', '\u001b', '\u007f']) {
        expect(firstMessage(schema, withValue(body, path, containing(body, path, char)), path), JSON.stringify(char)).toBe(
          C.singleLine(label),
        );
      }
      for (const char of BIDI_OVERRIDES_AND_ISOLATES) {
        expect(firstMessage(schema, withValue(body, path, containing(body, path, char)), path), JSON.stringify(char)).toBe(
          C.singleLine(label),
        );
      }
      // Trimming would hide it; a line break at the end is refused as well.
      expect(firstMessage(schema, withValue(body, path, `${valueAt(body, path)}\n`), path)).toBe(C.singleLine(label));
    },
  );

  it.each(Object.entries(multiLine))(
    'keeps line breaks and tabs in %s but refuses NUL and other controls, naming the field',
    (path, label) => {
      const text = `${valueAt(body, path)}\r\nline two\n\tand three`;
      expect(schema.safeParse(withValue(body, path, text)).error?.issues).toBeUndefined();
      for (const char of ['\u0000', '\u0001', '\u000b', '\u001b', '\u007f']) {
        expect(firstMessage(schema, withValue(body, path, containing(body, path, char)), path), JSON.stringify(char)).toBe(
          C.multiLine(label),
        );
      }
    },
  );
});
