import { z } from 'zod';
import { PG_INTEGER_MAX } from '../constants/database';
import { CONTROL_CHARACTER_MESSAGES as C } from './messages';

/**
 * Building blocks of the request schemas. Each field is written once here and used by both the client's form
 * and the server's `ZodBody` pipe, so a limit or a message cannot differ between them. Every field reports one
 * message: the type check carries the field's message too, so a missing value reads like a wrong one.
 */

const isBlank = (value: unknown): boolean => value === null || (typeof value === 'string' && value.trim() === '');

/**
 * C0 controls (line feed, carriage return and tab among them), DEL, Unicode's line and paragraph separators, and
 * its bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which would let a name display as
 * another (decisions.md "Text and files"); Unicode counts these among its bidi control characters.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001f\u007f\u0085\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** C0 controls and DEL, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_PLAIN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True when the text holds no line break, tab, other control character or bidirectional override. */
export const isSingleLine = (value: string): boolean => !NOT_ONE_LINE.test(value);
/** True when the text holds no control character but line breaks and tabs. */
export const isPlainText = (value: string): boolean => !NOT_PLAIN_TEXT.test(value);

/**
 * A string of one line (names, titles, subjects, venues): no line break, tab, other control character or
 * bidirectional override or isolate.
 * Checked before trimming, so a line break at either end is refused too rather than silently dropped.
 */
export const singleLine = (field: string, error?: string) =>
  z.string(error === undefined ? undefined : { error }).refine(isSingleLine, C.singleLine(field));

/** A string that may span lines (descriptions, messages, notes): line breaks and tabs, no other control character. */
export const multiLine = (field: string, error?: string) =>
  z.string(error === undefined ? undefined : { error }).refine(isPlainText, C.multiLine(field));

/** One line of text, trimmed, then `min` to `max` characters; `field` names it in the control-character message. */
export const text = (field: string, min: number, max: number, message: string, tooLong: string = message) =>
  singleLine(field, message).trim().min(min, message).max(max, tooLong);

/** Text that may span lines, trimmed, then `min` to `max` characters. */
export const longText = (field: string, min: number, max: number, message: string, tooLong: string = message) =>
  multiLine(field, message).trim().min(min, message).max(max, tooLong);

/** An e-mail address, trimmed, at most 320 characters (RFC 5321). */
export const emailAddress = (message: string) => z.string({ error: message }).trim().max(320, message).email(message);

/** One of a fixed list of values. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/**
 * A list of values from a fixed set, at least `min` of them; a wrong entry is reported on the list itself
 * (the field the person sees), and a value ticked twice counts once.
 */
export const someOf = <const T extends readonly [string, ...string[]]>(values: T, message: string, min = 1) =>
  z.preprocess(
    (list: Array<T[number]>) => list,
    z
      .array(z.unknown(), { error: message })
      .refine((list) => list.length >= min && list.every((value) => (values as readonly unknown[]).includes(value)), message)
      .transform((list) => [...new Set(list)] as Array<T[number]>),
  );

/** A record id: a positive PostgreSQL integer, as a JSON number or a form's (or query's) text. */
export const recordId = (message: string) =>
  z.coerce.number({ message }).int(message).min(1, message).max(PG_INTEGER_MAX, message);

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number, message: string, tooBig: string = message) =>
  z.number({ error: message }).int(message).min(min, message).max(max, tooBig);

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;

/** An amount of at least 0 with at most two decimals, as text ('25', '12.50'); a JSON number means the same amount. */
export const money = (message: string) =>
  z.preprocess(
    (value: string | number) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: message }).trim().regex(MONEY, message),
  );

/** 'YYYY-MM-DD' naming a day that exists (no 2026-02-30). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const day = (message: string) => z.string({ error: message }).refine(isCalendarDay, message);

/** May be left out; sent as null or blank it counts as left out too (forms send '' for untouched inputs). */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value: z.input<S> | null | undefined) => (isBlank(value) ? undefined : value), schema.optional());

/** An update of an optional field: left out means unchanged (undefined); null or blank clears it (null). */
export const clearable = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value: z.input<S> | null | undefined) => (isBlank(value) ? null : value), schema.nullable().optional());

/** An update of a required field: left out means unchanged; sent (even as null) it must be valid. */
export const ifSent = <S extends z.ZodType>(schema: S) => schema.optional();

/**
 * Form inputs hold text; a number field of a form reads its text as the number it spells. The server's schema
 * gets JSON numbers and refuses text, so only forms wrap a field in this.
 */
export const numberFromInput = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value: z.input<S> | string) =>
      typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value,
    schema,
  );

/** Object-level checks (dates in order, passwords that match) run even while other fields are still wrong. */
export const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
