import { at, personName, windowList } from './clash-messages';
import { scheduleContext, type ScheduleContext } from './schedule-context';
import { intersectWindows, slotWindows } from './slot-windows';
import type { FlaggedPlacement, ScheduleInput } from './types';
import { localPartsAt, localToEpochMinute, startToEpochMinute } from './zoned-time';

/**
 * The kept placements (`input.fixed`: locked or played) that the settings no longer allow: on a day that is not a
 * playing day, outside the day's hours, or outside a player's time. Each is told once, with everything wrong with it
 * in find-clash's words. A placement naming a match or court that is not in the input is left to the scheduler.
 */
export function flagFixed(context: ScheduleContext, input: ScheduleInput): FlaggedPlacement[] {
  const { timeZone } = context;
  const seen = new Set<number>();
  const flagged: FlaggedPlacement[] = [];
  for (const fixed of input.fixed ?? []) {
    const index = context.indexById.get(fixed.matchId);
    if (index === undefined || seen.has(index) || !context.courtIndex.has(fixed.court)) continue;
    seen.add(index);
    const start = startToEpochMinute(fixed.start, timeZone);
    const end = start + context.minutes[index];
    const date = localPartsAt(start, timeZone).date;
    const local = (epochMinute: number) => at(localPartsAt(epochMinute, timeZone), date);
    const days = context.days.filter((day) => day.date === date);
    if (!days.length) {
      flagged.push({ matchId: fixed.matchId, message: `${date} is not a playing day` });
      continue;
    }
    const problems: string[] = [];
    if (!days.some((day) => day.start <= start && end <= day.end)) {
      const hours = windowList(days.map((day) => ({ start: day.open, end: day.close })));
      problems.push(`runs from ${local(start)} to ${local(end)} on ${date}, outside the playing hours (${hours})`);
    }
    for (const player of new Set(context.matches[index].players)) {
      const slots = Object.hasOwn(input.availability, player) ? input.availability[player] : undefined;
      // The player's own time, not cut to the hours: a match outside the hours is told once, as such.
      const own = slotWindows(slots, date).map((w) => ({
        start: localToEpochMinute(date, w.start, timeZone),
        end: localToEpochMinute(date, w.end, timeZone),
      }));
      if (own.some((w) => w.start <= start && end <= w.end)) continue;
      const free = days.flatMap((day) => intersectWindows(slotWindows(slots, date), [{ start: day.open, end: day.close }]));
      const freeWords = free.length ? `free ${windowList(free)} on ${date}` : `not free in the playing hours on ${date}`;
      problems.push(`${personName(player, input.names)} is not available from ${local(start)} to ${local(end)} (${freeWords})`);
    }
    if (problems.length) flagged.push({ matchId: fixed.matchId, message: problems.join('; ') });
  }
  return flagged;
}

/** flagFixed for a caller without a context: the settings save asks it of the saved settings and locks. */
export const flagFixedPlacements = (input: ScheduleInput): FlaggedPlacement[] => flagFixed(scheduleContext(input), input);
