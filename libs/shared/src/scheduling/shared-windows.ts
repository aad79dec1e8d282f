import type { TimeSlot } from '../constants/time-slots';
import { intersectWindows, isAnyTime, slotWindows, type MinuteWindow } from './slot-windows';
import { localToEpochMinute } from './zoned-time';

/** A playing day: its local hours (minutes since midnight) and the same as epoch minutes. */
export interface PlayingDay {
  date: string;
  open: number;
  close: number;
  start: number;
  end: number;
}

/** Part of one playing day, in epoch minutes, that a match may fill. */
export interface Stretch {
  date: string;
  start: number;
  end: number;
}

/**
 * Finds where all of a match's players can play, inside the day hours, as sorted stretches. Players who chose the
 * same slots read alike, so results are kept per set of slot choices rather than per set of players.
 */
export function sharedWindowsFinder(
  days: readonly PlayingDay[],
  availability: Readonly<Record<string, readonly TimeSlot[]>>,
  timeZone: string,
): (players: readonly string[]) => readonly Stretch[] {
  const cache = new Map<string, Stretch[]>();
  const epoch = new Map<string, number>();
  const toEpoch = (date: string, minute: number) => {
    const key = `${date} ${minute}`;
    let value = epoch.get(key);
    if (value === undefined) epoch.set(key, (value = localToEpochMinute(date, minute, timeZone)));
    return value;
  };
  const slotsOf = (player: string) => {
    const slots = Object.hasOwn(availability, player) ? availability[player] : undefined;
    return isAnyTime(slots) ? null : [...new Set(slots)].sort();
  };

  return (players) => {
    const choices = [...new Set(players.map((p) => slotsOf(p)?.join(',') ?? '*'))].filter((c) => c !== '*').sort();
    const key = choices.join('|');
    let found = cache.get(key);
    if (found) return found;
    found = [];
    for (const day of days) {
      let windows: MinuteWindow[] = [{ start: day.open, end: day.close }];
      for (const choice of choices) windows = intersectWindows(windows, slotWindows(choice.split(',') as TimeSlot[], day.date));
      for (const { start, end } of windows) {
        const stretch = { date: day.date, start: toEpoch(day.date, start), end: toEpoch(day.date, end) };
        if (stretch.start < stretch.end) found.push(stretch);
      }
    }
    found.sort((a, b) => a.start - b.start || a.end - b.end);
    cache.set(key, found);
    return found;
  };
}
