import { z } from 'zod';
import { APPROVAL_DECISIONS } from '../constants/tournaments';
import { BOOTCAMP_LIMITS as L, BOOTCAMP_SKILL_LEVELS, BOOTCAMP_STATUSES, BOOTCAMP_TYPES } from '../constants/bootcamps';
import { pageQuerySchema } from './paging.schemas';
import { longText, text } from './fields';
import { BOOTCAMP_MESSAGES as M } from './messages';
import { calendarDaysBetween, isCalendarDay, isClockTime, normalizedMoney } from './values';

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A required whole number that may arrive as a number (API) or as the text of an input (form).
 * Blank says `required`; anything but an integer in [min, max] says `invalid` (or `tooMany` above max).
 */
const requiredInteger = (messages: { required: string; invalid: string; tooMany: string }, min: number, max: number) =>
  z.union([z.number(), z.string(), z.null(), z.undefined()], { error: messages.invalid }).transform((value, ctx): number => {
    if (isBlank(value)) {
      ctx.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isInteger(number) || number < min) {
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    if (number > max) {
      ctx.addIssue({ code: 'custom', message: messages.tooMany });
      return z.NEVER;
    }
    return number;
  });

/**
 * The price travels as a string ('25.5') or a number (25.5) and comes out as the exact decimal text ('25.50')
 * stored in NUMERIC(10,2). A number is read through its shortest text, so 0.1 + 0.2 is refused, never rounded.
 */
const requiredPrice = z
  .union([z.number(), z.string(), z.null(), z.undefined()], { error: M.priceInvalid })
  .transform((value, ctx): string => {
    if (isBlank(value)) {
      ctx.addIssue({ code: 'custom', message: M.price });
      return z.NEVER;
    }
    const money = normalizedMoney(String(value).trim());
    if (money === null) {
      ctx.addIssue({ code: 'custom', message: M.priceInvalid });
      return z.NEVER;
    }
    if (money.split('.')[0].length > L.priceIntegerDigits) {
      ctx.addIssue({ code: 'custom', message: M.priceTooHigh });
      return z.NEVER;
    }
    return money;
  });

const requiredDay = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).refine(isCalendarDay, invalid);

/** 'HH:MM' (a time input may add ':SS', which is dropped). */
const requiredTime = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isClockTime, invalid)
    .transform((time) => time.slice(0, 5));

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

const always = () => true;
const bothDays = (v: { startDate?: unknown; endDate?: unknown }): v is { startDate: string; endDate: string } =>
  typeof v.startDate === 'string' && typeof v.endDate === 'string' && isCalendarDay(v.startDate) && isCalendarDay(v.endDate);
const bothTimes = (v: { startTime?: unknown; endTime?: unknown }): v is { startTime: string; endTime: string } =>
  typeof v.startTime === 'string' && typeof v.endTime === 'string' && isClockTime(v.startTime) && isClockTime(v.endTime);

/** The bootcamp/clinic form: the form and POST /api/bootcamps both validate with this. */
export const createBootcampSchema = z
  .object({
    title: text('Title', 1, L.title, M.title, M.titleTooLong),
    type: choice(BOOTCAMP_TYPES, M.type),
    description: longText('Description', 10, L.description, M.description, M.descriptionTooLong),
    skillLevel: choice(BOOTCAMP_SKILL_LEVELS, M.skillLevel),
    startDate: requiredDay(M.startDate, M.startDateInvalid),
    endDate: requiredDay(M.endDate, M.endDateInvalid),
    startTime: requiredTime(M.startTime, M.startTimeInvalid),
    endTime: requiredTime(M.endTime, M.endTimeInvalid),
    duration: requiredInteger({ required: M.duration, invalid: M.durationInvalid, tooMany: M.durationTooMany }, 1, L.duration),
    venue: text('Venue', 1, L.venue, M.venue, M.venueTooLong),
    venueAddress: text('Venue address', 1, L.venueAddress, M.venueAddress, M.venueAddressTooLong),
    maxParticipants: requiredInteger(
      { required: M.maxParticipants, invalid: M.maxParticipantsInvalid, tooMany: M.maxParticipantsTooMany },
      1,
      L.maxParticipants,
    ),
    price: requiredPrice,
  })
  // Cross-field checks run even when another field is wrong (`when`), so the form shows every problem at
  // once; each compares only fields that are themselves valid.
  .refine((v) => !bothDays(v) || v.endDate >= v.startDate, { message: M.endBeforeStart, path: ['endDate'], when: always })
  .refine(
    (v) =>
      !bothDays(v) ||
      v.endDate < v.startDate ||
      !Number.isInteger(v.duration) ||
      v.duration <= calendarDaysBetween(v.startDate, v.endDate),
    { message: M.durationTooLong, path: ['duration'], when: always },
  )
  // Each day runs from the start time to the end time.
  .refine((v) => !bothTimes(v) || v.endTime > v.startTime, { message: M.endTimeBeforeStart, path: ['endTime'], when: always });
export type CreateBootcampFormInput = z.input<typeof createBootcampSchema>;
export type CreateBootcampInput = z.output<typeof createBootcampSchema>;

/** PATCH /api/admin/bootcamps/{id}/approval */
export const bootcampApprovalSchema = z.object({ status: z.enum(APPROVAL_DECISIONS, { error: M.approvalStatus }) });
export type BootcampApprovalInput = z.output<typeof bootcampApprovalSchema>;

/** GET /api/admin/bootcamps: every bootcamp, optionally only one status. */
export const adminBootcampsQuerySchema = pageQuerySchema.extend({
  status: z.enum(BOOTCAMP_STATUSES, { error: `Status must be one of ${BOOTCAMP_STATUSES.join(', ')}` }).optional(),
});
export type AdminBootcampsQuery = z.output<typeof adminBootcampsQuerySchema>;
