const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const MONEY = /^(\d+)(?:\.(\d{1,2}))?$/;

/** A real calendar day written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'HH:MM' or 'HH:MM:SS' on a 24-hour clock. */
export const isClockTime = (value: string): boolean => CLOCK.test(value);

/** How many calendar days a start–end range covers, both ends included (a one-day event is 1). */
export function calendarDaysBetween(startDate: string, endDate: string): number {
  const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return Math.round((utc(endDate) - utc(startDate)) / 86_400_000) + 1;
}

/**
 * Money text with exactly two decimals ('7' → '7.00', '007.5' → '7.50'), or null when it is not a
 * non-negative amount with at most two decimals. Pure text handling: no float ever touches the amount.
 */
export function normalizedMoney(text: string): string | null {
  const match = MONEY.exec(text);
  if (!match) return null;
  const whole = match[1].replace(/^0+(?=\d)/, '');
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}
