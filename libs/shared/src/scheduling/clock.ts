/** Calendar dates and clock times as the scheduler reads them: plain strings, no zone. */

export const MINUTES_PER_DAY = 24 * 60;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** 'YYYY-MM-DD' → its parts; throws on anything that is not a real date (2026-02-30 included). */
export function calendarDate(date: string): CalendarDate {
  const match = DATE.exec(date);
  const parts = match && { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!parts || formatDate(utcMidnight(parts)) !== date) throw new RangeError(`"${date}" is not a date written YYYY-MM-DD`);
  return parts;
}

/** 'HH:mm' → minutes since midnight; '24:00' is accepted as the end of the day. */
export function minuteOfDay(time: string): number {
  const match = TIME.exec(time);
  const minute = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!match || Number(match[2]) > 59 || minute > MINUTES_PER_DAY) throw new RangeError(`"${time}" is not a time written HH:mm`);
  return minute;
}

/** Minutes since midnight → 'HH:mm'. */
export function clockTime(minute: number): string {
  const whole = Math.floor(minute);
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** Milliseconds of the date's midnight as if the clock showed UTC (years under 100 taken literally). */
export function utcMidnight({ year, month, day }: CalendarDate): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** 'YYYY-MM-DD' of a UTC-clock instant in milliseconds. */
export function formatDate(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Saturday or Sunday: the calendar date alone decides, whatever the zone. */
export function isWeekend(date: string): boolean {
  const weekday = new Date(utcMidnight(calendarDate(date))).getUTCDay();
  return weekday === 0 || weekday === 6;
}

const DAY_MS = 86_400_000;

/** The calendar day after 'YYYY-MM-DD'. */
export const nextCalendarDay = (date: string): string => formatDate(utcMidnight(calendarDate(date)) + DAY_MS);
