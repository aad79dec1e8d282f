import { ValidateBy, ValidationArguments } from 'class-validator';

/** 'YYYY-MM-DD' naming a day that exists (no 2026-02-30). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const IsCalendarDay = (message: string) =>
  ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay } }, { message });

/**
 * Compares with another date field of the same body. When either is missing or malformed the other
 * field's own check speaks, so this one stays quiet.
 */
function comparedWith(name: string, other: string, holds: (value: string, otherValue: string) => boolean, message: string) {
  return ValidateBy(
    {
      name,
      constraints: [other],
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => {
          const otherValue = (args?.object as Record<string, unknown> | undefined)?.[other];
          return !isCalendarDay(value) || !isCalendarDay(otherValue) || holds(value, otherValue);
        },
      },
    },
    { message },
  );
}

export const IsNotBefore = (other: string, message: string) => comparedWith('isNotBefore', other, (a, b) => a >= b, message);
export const IsNotAfter = (other: string, message: string) => comparedWith('isNotAfter', other, (a, b) => a <= b, message);
