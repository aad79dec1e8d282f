import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ApprovalRequest, CreateTournamentRequest, SignupRequest, TournamentRegistrationRequest } from '../index';
import { signupRequestSchema, signupSchema, type SignupFormInput } from './auth.schemas';
import {
  approvalDecisionSchema,
  createTournamentRequestSchema,
  createTournamentSchema,
  tournamentRegistrationSchema,
  type CreateTournamentInput,
} from './tournament.schemas';

/** The first message zod gives for each field, as the API answers and the form shows. */
function firstMessages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

const tournament = {
  sport: 'tennis',
  name: 'Summer Slam',
  venue: 'Riverside Courts',
  divisions: 2,
  startDate: '2026-07-01',
  endDate: '2026-07-03',
  rules: 'Standard ITF rules apply.',
  poc1Name: 'Olive',
  poc1Contact: '5550001111',
  poc1Email: 'olive@example.com',
};

describe('the sign-up form and POST /api/auth/signup', () => {
  it('check every request field with the very same schema', () => {
    for (const [field, schema] of Object.entries(signupRequestSchema.shape)) {
      expect(signupSchema.shape[field as keyof typeof signupSchema.shape], field).toBe(schema);
    }
  });

  it('add only the repeated password, which is never sent', () => {
    expect(Object.keys(signupSchema.shape).filter((field) => !(field in signupRequestSchema.shape))).toEqual(['confirmPassword']);
    expectTypeOf<Omit<SignupFormInput, 'confirmPassword'>>().toExtend<SignupRequest>();
  });
});

describe('the tournament form and POST /api/tournaments', () => {
  const NUMBER_INPUTS = ['divisions', 'maxParticipants'];

  it('check every text, date, choice and money field with the very same schema', () => {
    for (const [field, schema] of Object.entries(createTournamentRequestSchema.shape)) {
      if (NUMBER_INPUTS.includes(field)) continue;
      expect(createTournamentSchema.shape[field as keyof typeof createTournamentSchema.shape], field).toBe(schema);
    }
    expect(Object.keys(createTournamentSchema.shape)).toEqual(Object.keys(createTournamentRequestSchema.shape));
    expectTypeOf<CreateTournamentInput>().toExtend<CreateTournamentRequest>();
  });

  // The form's number inputs hold text; at and around each limit both sides accept and refuse alike.
  it.each([
    ['divisions', [0, 1, 6, 7, 2.5, -1]],
    ['maxParticipants', [1, 2, 1000, 1001, 4.5]],
  ])('agree on %s at its limits', (field, values) => {
    for (const value of values) {
      const server = createTournamentRequestSchema.safeParse({ ...tournament, [field]: value });
      const form = createTournamentSchema.safeParse({ ...tournament, [field]: String(value) });
      expect(firstMessages(form), `${field} = ${value}`).toEqual(firstMessages(server));
      expect(form.success && form.data[field as 'divisions']).toBe(server.success && server.data[field as 'divisions']);
    }
  });

  it.each([
    ['name', 3, 200],
    ['venue', 5, 300],
    ['rules', 10, 10000],
    ['poc1Name', 2, 200],
    ['poc1Contact', 10, 50],
    ['description', 0, 5000],
    ['additionalInfo', 0, 5000],
    ['poc2Name', 0, 200],
    ['poc2Contact', 0, 50],
  ])('bound %s to %i..%i characters on both sides', (field, min, max) => {
    const accepts = (length: number) =>
      createTournamentRequestSchema.safeParse({ ...tournament, [field]: 'x'.repeat(length) }).success;
    expect(accepts(max)).toBe(true);
    expect(accepts(max + 1)).toBe(false);
    if (min > 1) expect(accepts(min - 1)).toBe(false);
  });

  it.each([
    ['25', true],
    ['25.5', true],
    ['0.99', true],
    ['99999999.99', true],
    ['-5', false],
    ['12.345', false],
    ['1e3', false],
    ['lots', false],
  ])('reads the entry fee %j the same way on both sides (%s)', (entryFee, valid) => {
    expect(createTournamentRequestSchema.safeParse({ ...tournament, entryFee }).success).toBe(valid);
    expect(createTournamentSchema.safeParse({ ...tournament, entryFee }).success).toBe(valid);
  });

  it('refuses a day that does not exist, and dates out of order, on both sides', () => {
    for (const schema of [createTournamentRequestSchema, createTournamentSchema]) {
      expect(firstMessages(schema.safeParse({ ...tournament, startDate: '2026-02-30' }))).toEqual({
        startDate: 'Please select a start date',
      });
      expect(firstMessages(schema.safeParse({ ...tournament, endDate: '2026-06-30' }))).toEqual({
        endDate: 'End date must be on or after start date',
      });
    }
  });
});

describe('the registration form and POST /api/tournaments/{id}/register', () => {
  it('are one schema whose output is the request without the path and the sport', () => {
    expectTypeOf<z.output<typeof tournamentRegistrationSchema>>().toExtend<
      Omit<TournamentRegistrationRequest, 'tournamentId' | 'sport'>
    >();
    expect(tournamentRegistrationSchema.safeParse({ fullName: 'x'.repeat(201) }).error?.issues[0]).toMatchObject({
      path: ['fullName'],
    });
  });
});

describe('the approval decision', () => {
  it('accepts only approved or rejected', () => {
    expectTypeOf<z.output<typeof approvalDecisionSchema>>().toEqualTypeOf<ApprovalRequest>();
    expect(approvalDecisionSchema.safeParse({ status: 'approved' }).success).toBe(true);
    expect(firstMessages(approvalDecisionSchema.safeParse({ status: 'APPROVED' }))).toEqual({
      status: "Status must be 'approved' or 'rejected'",
    });
  });
});
