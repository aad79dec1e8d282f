import { minuteOfDay } from './clock';
import { dependentsOf, prerequisitesOf, type Dependent, type Prerequisite } from './dependencies';
import { matchMinutes } from './match-order';
import { sharedWindowsFinder, type PlayingDay, type Stretch } from './shared-windows';
import type { ScheduleInput, SchedulableMatch } from './types';
import { localToEpochMinute } from './zoned-time';

/** What both the scheduler and the clash check read off the input, worked out once. */
export interface ScheduleContext {
  timeZone: string;
  rest: number;
  matches: readonly SchedulableMatch[];
  /** Input index of each match id (its first occurrence). */
  indexById: ReadonlyMap<string, number>;
  /** Court name → its place in the courts' order. */
  courtIndex: ReadonlyMap<string, number>;
  /** Sorted by start. */
  days: readonly PlayingDay[];
  /** Per input index. */
  minutes: readonly number[];
  prerequisites: readonly Prerequisite[][];
  /** The inverse of `prerequisites`: the matches that wait for each one. */
  dependents: readonly Dependent[][];
  windowsOf(players: readonly string[]): readonly Stretch[];
}

export function scheduleContext(input: ScheduleInput): ScheduleContext {
  const { settings, matches } = input;
  const { timeZone } = settings;
  const days = settings.days
    .map((day): PlayingDay => {
      const open = minuteOfDay(day.start);
      const close = minuteOfDay(day.end);
      return {
        date: day.date,
        open,
        close,
        start: localToEpochMinute(day.date, open, timeZone),
        end: localToEpochMinute(day.date, close, timeZone),
      };
    })
    .filter((day) => day.open < day.close)
    .sort((a, b) => a.start - b.start);
  const indexById = new Map<string, number>();
  matches.forEach((match, i) => {
    if (!indexById.has(match.id)) indexById.set(match.id, i);
  });
  const courtIndex = new Map<string, number>();
  settings.courts.forEach((court, i) => {
    if (!courtIndex.has(court.name)) courtIndex.set(court.name, i);
  });
  return {
    timeZone,
    rest: Math.max(0, settings.restMinutes),
    matches,
    indexById,
    courtIndex,
    days,
    minutes: matches.map((match) => matchMinutes(match.matchType, settings.minutes)),
    prerequisites: prerequisitesOf(matches),
    dependents: dependentsOf(matches),
    windowsOf: sharedWindowsFinder(days, input.availability, timeZone),
  };
}
