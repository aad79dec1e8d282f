import type { TimeSlot } from '../constants/time-slots';
import { TIME_SLOTS } from '../constants/time-slots';
import { calendarDate, clockTime, utcMidnight } from './clock';
import type { Stretch } from './shared-windows';
import type { MinuteWindow } from './slot-windows';
import { localPartsAt } from './zoned-time';

/** 'Anna (p17)' when the name is known, else the id. */
export const playerLabel = (id: string, names: Readonly<Record<string, string>> | undefined): string =>
  names && Object.hasOwn(names, id) && names[id] ? `${names[id]} (${id})` : id;

/** 'Anna' when the name is known, else the id: reasons and flags name people. */
export const personName = (id: string, names: Readonly<Record<string, string>> | undefined): string =>
  names && Object.hasOwn(names, id) && names[id] ? names[id] : id;

/** '09:00 to 12:00, 18:00 to 21:00', or 'no time' for none. */
export const windowList = (windows: readonly MinuteWindow[]): string =>
  windows.length ? windows.map((w) => `${clockTime(w.start)} to ${clockTime(w.end)}`).join(', ') : 'no time';

/** A local time, with its date when that differs from the day being talked about. */
export const at = (local: { date: string; time: string }, onDate: string): string =>
  local.date === onDate ? local.time : `${local.date} ${local.time}`;

/** 'x', 'x and y', 'x, y and z'. */
export function listWords(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** '1 match', '3 matches'. */
export const counted = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/**
 * A player's chosen slots in words, in the form's order: 'early morning and evening only', 'any time' (none chosen, or
 * flexible), or 'no time slot the form offers' (only names the form does not know).
 */
export function chosenTimes(slots: readonly TimeSlot[] | undefined): string {
  if (!slots?.length || slots.includes('flexible')) return 'any time';
  const chosen = TIME_SLOTS.filter((slot) => slot !== 'flexible' && slots.includes(slot));
  return chosen.length ? `${listWords(chosen.map((slot) => slot.replace('_', ' ')))} only` : 'no time slot the form offers';
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function dateParts(date: string) {
  const parts = calendarDate(date);
  return { ...parts, weekday: WEEKDAYS[new Date(utcMidnight(parts)).getUTCDay()] };
}

/** 'Saturday' for '2026-12-12'. */
export const weekdayName = (date: string): string => dateParts(date).weekday;

/** 'Sat 12 Dec' for '2026-12-12'. */
export function shortDay(date: string): string {
  const { weekday, day, month } = dateParts(date);
  return `${weekday.slice(0, 3)} ${day} ${MONTHS[month - 1].slice(0, 3)}`;
}

/** 'Saturday 12 December' for '2026-12-12'. */
export function longDay(date: string): string {
  const { weekday, day, month } = dateParts(date);
  return `${weekday} ${day} ${MONTHS[month - 1]}`;
}

/** '16:30 on Sat 12 Dec': an instant on the zone's clock. */
export function momentWords(epochMinute: number, timeZone: string): string {
  const local = localPartsAt(epochMinute, timeZone);
  return `${local.time} on ${shortDay(local.date)}`;
}

/** 'Sat 12 Dec 09:00 to 12:00'; an end at the next midnight reads 24:00. */
export function stretchWords({ date, start, end }: Stretch, timeZone: string): string {
  const from = localPartsAt(start, timeZone);
  const to = localPartsAt(end, timeZone);
  const until = to.date !== date && to.time === '00:00' ? '24:00' : at(to, date);
  return `${shortDay(date)} ${at(from, date)} to ${until}`;
}

/** The first few stretches in words, then how many more: 'Sat 12 Dec 09:00 to 12:00, Sun 13 Dec 09:00 to 12:00 and 2 more'. */
export function stretchList(stretches: readonly Stretch[], timeZone: string, shown = 3): string {
  const words = stretches.slice(0, shown).map((stretch) => stretchWords(stretch, timeZone));
  const more = stretches.length - words.length;
  return more > 0 ? `${words.join(', ')} and ${more} more` : listWords(words);
}
