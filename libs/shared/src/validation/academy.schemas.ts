import { z } from 'zod';
import {
  ACADEMY_EXPERIENCE_LEVELS,
  ACADEMY_PRICE_RANGES,
  MAX_ACADEMY_RATING,
  MEMBERSHIP_DECISIONS,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_TYPES,
  SCHEDULE_OPTIONS,
  STUDENT_MEMBERSHIP_TYPE,
  TRAINING_TIMES,
} from '../constants/academy';
import { SPORTS } from '../constants/sports';
import { pageQuerySchema, searchParam } from './paging.schemas';
import { longText, multiLine, recordId, text } from './fields';
import { ACADEMY_ENROLLMENT_MESSAGES as E, ACADEMY_MESSAGES as A, ACADEMY_SIGNUP_MESSAGES as S } from './messages';

export const ACADEMY_TEXT_MAX = 2000;
const SHORT_TEXT_MAX = 200;

/** Optional text of several lines (goals, notes). */
const optionalText = (field: string, max: number) =>
  multiLine(field)
    .trim()
    .max(max, A.tooLong(max))
    .optional()
    .transform((value) => (value ? value : undefined));

/** The /academy page's body: academyId 1 with membershipType, experience, goals, preferredSchedule, additionalNotes. */
export const academyEnrollmentSchema = z.object({
  academyId: recordId(A.academyId),
  membershipType: z.enum(MEMBERSHIP_TYPES, { message: E.membershipType }),
  experience: z.enum(ACADEMY_EXPERIENCE_LEVELS, { message: E.experience }),
  goals: optionalText('Goals', ACADEMY_TEXT_MAX),
  preferredSchedule: z
    .enum(SCHEDULE_OPTIONS, { message: E.preferredSchedule })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  additionalNotes: optionalText('Additional notes', ACADEMY_TEXT_MAX),
});
export type AcademyEnrollmentFormInput = z.input<typeof academyEnrollmentSchema>;
export type AcademyEnrollmentInput = z.output<typeof academyEnrollmentSchema>;

/** The /academy/{id} signup: membershipType is always student; age 1 to 150 with both messages. */
export const academySignupSchema = z.object({
  academyId: recordId(A.academyId),
  membershipType: z.literal(STUDENT_MEMBERSHIP_TYPE).default(STUDENT_MEMBERSHIP_TYPE),
  reason: longText('Reason', 10, ACADEMY_TEXT_MAX, S.reason, A.tooLong(ACADEMY_TEXT_MAX)),
  experience: longText('Experience', 5, ACADEMY_TEXT_MAX, S.experience, A.tooLong(ACADEMY_TEXT_MAX)),
  goals: longText('Goals', 10, ACADEMY_TEXT_MAX, S.goals, A.tooLong(ACADEMY_TEXT_MAX)),
  age: z.coerce.number({ message: S.age }).int(S.age).min(1, S.age).max(150, S.ageTooHigh),
  currentGrade: text('Current grade', 1, 50, S.currentGrade, A.tooLong(50)),
  schoolName: text('School name', 2, SHORT_TEXT_MAX, S.schoolName, A.tooLong(SHORT_TEXT_MAX)),
  preferredTime: z.enum(TRAINING_TIMES, { message: S.preferredTime }),
});
export type AcademySignupFormInput = z.input<typeof academySignupSchema>;
export type AcademySignupInput = z.output<typeof academySignupSchema>;

/** Which of the two forms a join body came from: the detail page's signup is a student application. */
export function joinFormOf(body: unknown): 'enrollment' | 'signup' {
  if (!body || typeof body !== 'object') return 'enrollment';
  const fields = body as Record<string, unknown>;
  if (fields.membershipType === STUDENT_MEMBERSHIP_TYPE) return 'signup';
  if (fields.membershipType !== undefined) return 'enrollment';
  return ['reason', 'age', 'currentGrade', 'schoolName', 'preferredTime'].some((key) => key in fields) ? 'signup' : 'enrollment';
}

/**
 * `POST /api/academies/join` accepts both shapes. The body is tagged with the form it came from and then
 * validated by that form's own schema, so each field error carries that form's message.
 */
export const academyJoinSchema = z.preprocess(
  (body) => ({ ...(body && typeof body === 'object' ? body : {}), form: joinFormOf(body) }),
  z.discriminatedUnion('form', [
    academyEnrollmentSchema.extend({ form: z.literal('enrollment') }),
    academySignupSchema.extend({ form: z.literal('signup') }),
  ]),
);
export type AcademyJoinInput = z.output<typeof academyJoinSchema>;
/** The join body as a client sends it: either form, without the `form` that `academyJoinSchema` infers (the API document). */
export const academyJoinBodySchema = z.union([academyEnrollmentSchema, academySignupSchema]);

/** `GET /api/academies`: search over name, city and state; sport, price range and minimum rating; paged. */
export const academySearchSchema = pageQuerySchema.extend({
  search: searchParam,
  sport: z.enum(SPORTS, { message: A.sport }).optional(),
  priceRange: z.enum(ACADEMY_PRICE_RANGES, { message: A.priceRange }).optional(),
  minRating: z.coerce.number({ message: A.minRating }).min(0, A.minRating).max(MAX_ACADEMY_RATING, A.minRating).optional(),
});
export type AcademySearchQuery = z.output<typeof academySearchSchema>;

/** `PATCH /api/admin/student-memberships/{id}`. */
export const membershipDecisionSchema = z.object({
  status: z.enum(MEMBERSHIP_DECISIONS, { message: A.membershipDecision }),
});
export type MembershipDecisionInput = z.output<typeof membershipDecisionSchema>;

/** `GET /api/admin/student-memberships`: pending first; optionally one status. */
export const membershipListSchema = pageQuerySchema.extend({
  status: z.enum(MEMBERSHIP_STATUSES, { message: A.membershipStatus }).optional(),
});
export type MembershipListQuery = z.output<typeof membershipListSchema>;

/** `POST /api/classes/enroll`. */
export const classEnrollmentSchema = z.object({
  classId: recordId(A.classId),
  academyId: recordId(A.academyId),
});
export type ClassEnrollmentInput = z.output<typeof classEnrollmentSchema>;
