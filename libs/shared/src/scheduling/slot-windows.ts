import type { TimeSlot } from '../constants/time-slots';
import { MINUTES_PER_DAY, isWeekend } from './clock';

/** A stretch of one day in minutes since local midnight; `end` is exclusive. */
export interface MinuteWindow {
  start: number;
  end: number;
}

const hours = (from: number, to: number, weekendOnly = false) => ({ start: from * 60, end: to * 60, weekendOnly });

/** Each slot's hours; the weekend ones apply on Saturdays and Sundays only. */
export const SLOT_HOURS: Record<Exclude<TimeSlot, 'flexible'>, MinuteWindow & { weekendOnly: boolean }> = {
  early_morning: hours(6, 9),
  morning: hours(9, 12),
  afternoon: hours(12, 15),
  late_afternoon: hours(15, 18),
  evening: hours(18, 21),
  weekend_morning: hours(8, 12, true),
  weekend_afternoon: hours(13, 17, true),
};

export const ALL_DAY: readonly MinuteWindow[] = [{ start: 0, end: MINUTES_PER_DAY }];

/** No slots, or flexible among them, means any time. */
export const isAnyTime = (slots: readonly TimeSlot[] | undefined): boolean => !slots?.length || slots.includes('flexible');

/** Sorted, with overlapping or adjoining windows joined into one (morning + afternoon = 09:00-15:00). */
export function joinWindows(windows: readonly MinuteWindow[]): MinuteWindow[] {
  const sorted = [...windows].sort((a, b) => a.start - b.start || a.end - b.end);
  const joined: MinuteWindow[] = [];
  for (const { start, end } of sorted) {
    const last = joined[joined.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else joined.push({ start, end });
  }
  return joined;
}

/** The stretches inside both lists (each sorted and joined). */
export function intersectWindows(a: readonly MinuteWindow[], b: readonly MinuteWindow[]): MinuteWindow[] {
  const both: MinuteWindow[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i].start, b[j].start);
    const end = Math.min(a[i].end, b[j].end);
    if (start < end) both.push({ start, end });
    if (a[i].end < b[j].end) i++;
    else j++;
  }
  return both;
}

/** A player's joined windows on a date, in minutes since midnight; unknown slot names are ignored. */
export function slotWindows(slots: readonly TimeSlot[] | undefined, date: string): MinuteWindow[] {
  if (isAnyTime(slots)) return ALL_DAY.map((w) => ({ ...w }));
  const weekend = isWeekend(date);
  const windows = (slots ?? []).flatMap((slot) => {
    // Own keys only, so a stray name such as 'constructor' is no slot.
    const window = Object.hasOwn(SLOT_HOURS, slot) ? SLOT_HOURS[slot as keyof typeof SLOT_HOURS] : undefined;
    return window && (weekend || !window.weekendOnly) ? [{ start: window.start, end: window.end }] : [];
  });
  return joinWindows(windows);
}
