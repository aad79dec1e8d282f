/** A date and time of day read off a clock, with no zone attached. */
export interface CivilTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const SECOND_MS = 1000;

/** Milliseconds since the epoch if the clock showed UTC. Years below 100 are taken literally (Date.UTC would add 1900). */
export function civilToEpochMs(time: CivilTime): number {
  const date = new Date(0);
  date.setUTCFullYear(time.year, time.month - 1, time.day);
  date.setUTCHours(time.hour, time.minute, time.second, 0);
  return date.getTime();
}

/** The UTC clock at an instant; milliseconds are dropped, since iCalendar times stop at seconds. */
export function epochMsToCivil(ms: number): CivilTime {
  const date = new Date(Math.floor(ms / SECOND_MS) * SECOND_MS);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'YYYYMMDDTHHMMSS', the iCalendar DATE-TIME form (RFC 5545), which has room for four-digit years only. */
export function formatCivil(time: CivilTime): string {
  if (!Number.isInteger(time.year) || time.year < 0 || time.year > 9999) {
    throw new RangeError(`Year ${time.year} cannot be written in an iCalendar date`);
  }
  const date = `${pad(time.year, 4)}${pad(time.month)}${pad(time.day)}`;
  return `${date}T${pad(time.hour)}${pad(time.minute)}${pad(time.second)}`;
}

/** 'YYYYMMDDTHHMMSSZ' for an instant. */
export function formatUtc(ms: number): string {
  if (!Number.isFinite(ms)) throw new RangeError('Invalid date');
  return `${formatCivil(epochMsToCivil(ms))}Z`;
}
