import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { CREATE_TOURNAMENT_MESSAGES as M, MAX_DIVISIONS, MIN_DIVISIONS, SPORTS } from '@rallypoint/shared';
import { IsCalendarDay, IsNotAfter, IsNotBefore } from './calendar-day.validators';

export const MAX_PARTICIPANTS_LIMIT = 1000;

/** Limits the spec leaves open; ours, so they are not in the shared §5 messages. */
export const TOURNAMENT_LIMIT_MESSAGES = {
  name: 'Tournament name must be at most 200 characters',
  venue: 'Venue must be at most 300 characters',
  description: 'Description must be at most 5000 characters',
  rules: 'Tournament rules must be at most 10000 characters',
  additionalInfo: 'Additional information must be at most 5000 characters',
  maxParticipants: `Maximum participants must be at most ${MAX_PARTICIPANTS_LIMIT}`,
  poc2Name: 'POC 2 name must be at most 200 characters',
  poc2Contact: 'POC 2 contact number must be at most 50 characters',
} as const;
const L = TOURNAMENT_LIMIT_MESSAGES;

interface FieldSpec {
  normalize?: (value: unknown) => unknown;
  /** Listed in checking order: the basic type check first, so a field reports one fitting message. */
  rules: () => PropertyDecorator[];
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
// The form sends money as text; a JSON number means the same amount.
const moneyText = (value: unknown) => (typeof value === 'number' ? String(value) : trimmed(value));
const text = (min: number, max: number, message: string, tooLong = message): FieldSpec => ({
  normalize: trimmed,
  rules: () => [IsString({ message }), MinLength(min, { message }), MaxLength(max, { message: tooLong })],
});
const email = (message: string): FieldSpec => ({
  normalize: trimmed,
  rules: () => [IsString({ message }), IsEmail({}, { message }), MaxLength(320, { message })],
});
const money = (message: string): FieldSpec => ({
  normalize: moneyText,
  rules: () => [IsString({ message }), Matches(/^\d{1,8}(\.\d{1,2})?$/, { message })],
});

/** §5 create-tournament rules, shared by create (required/optional) and update (each field optional). */
export const TOURNAMENT_FIELDS = {
  sport: { rules: () => [IsIn(SPORTS, { message: M.sport })] },
  name: text(3, 200, M.name, L.name),
  venue: text(5, 300, M.venue, L.venue),
  divisions: {
    rules: () => [
      IsInt({ message: M.divisions }),
      Min(MIN_DIVISIONS, { message: M.divisions }),
      Max(MAX_DIVISIONS, { message: M.divisions }),
    ],
  },
  description: text(0, 5000, L.description),
  startDate: { rules: () => [IsCalendarDay(M.startDate)] },
  endDate: { rules: () => [IsCalendarDay(M.endDate), IsNotBefore('startDate', M.endBeforeStart)] },
  registrationDeadline: {
    rules: () => [IsCalendarDay(M.registrationDeadline), IsNotAfter('startDate', M.registrationDeadline)],
  },
  maxParticipants: {
    rules: () => [
      IsInt({ message: M.maxParticipants }),
      Min(2, { message: M.maxParticipants }),
      Max(MAX_PARTICIPANTS_LIMIT, { message: L.maxParticipants }),
    ],
  },
  entryFee: money(M.entryFee),
  prizePool: money(M.prizePool),
  rules: text(10, 10000, M.rules, L.rules),
  additionalInfo: text(0, 5000, L.additionalInfo),
  poc1Name: text(2, 200, M.poc1Name),
  poc1Contact: text(10, 50, M.poc1Contact),
  poc1Email: email(M.poc1Email),
  poc2Name: text(0, 200, L.poc2Name),
  poc2Contact: text(0, 50, L.poc2Contact),
  poc2Email: email(M.poc2Email),
} satisfies Record<string, FieldSpec>;

const normalizing = (spec: FieldSpec, blank: undefined | null | 'keep') =>
  Transform(({ value }) => {
    const normalized = spec.normalize ? spec.normalize(value) : value;
    return blank !== 'keep' && normalized === '' ? blank : normalized;
  });

/** Must be present and valid. */
export const Required = (spec: FieldSpec) => applyDecorators(normalizing(spec, 'keep'), ...spec.rules());

/** May be left out or sent empty (the form sends '' for untouched optional inputs). */
export const Optional = (spec: FieldSpec) => applyDecorators(normalizing(spec, undefined), IsOptional(), ...spec.rules());

/** Update of a required field: left out means unchanged; sent (even as null) it must be valid. */
export const IfSent = (spec: FieldSpec) =>
  applyDecorators(
    normalizing(spec, 'keep'),
    ValidateIf((_, value) => value !== undefined),
    ...spec.rules(),
  );

/** Update of an optional field: left out means unchanged; '' or null clears it. */
export const ClearableIfSent = (spec: FieldSpec) =>
  applyDecorators(
    normalizing(spec, null),
    ValidateIf((_, value) => value !== undefined && value !== null),
    ...spec.rules(),
  );
