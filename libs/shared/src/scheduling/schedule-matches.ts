import { CourtTimes } from './court-times';
import { readinessReader } from './dependencies';
import { earliestSlot } from './earliest-slot';
import { priorityOrder } from './match-order';
import { PlayerTimes } from './player-times';
import { scheduleContext } from './schedule-context';
import type { Placement, Schedule, ScheduleInput } from './types';
import { UNPLACED_REASONS, type UnplacedReason } from './unplaced-reasons';
import { epochMinuteToIso, localPartsAt, startToEpochMinute } from './zoned-time';

interface Booking {
  index: number;
  court: number;
  start: number;
  end: number;
}

/**
 * The order of play: locked placements exactly as given, then every other match in priority order at its earliest
 * start that keeps the rules, on the first court free then. Pure and deterministic. A match id listed twice is
 * scheduled once, as its first listing.
 */
export function scheduleMatches(input: ScheduleInput): Schedule {
  const context = scheduleContext(input);
  const { matches, timeZone, rest } = context;
  const courts = input.settings.courts.map(() => new CourtTimes());
  const playerTimes = new Map<string, PlayerTimes>();
  const timesOf = (player: string) => {
    let times = playerTimes.get(player);
    if (!times) playerTimes.set(player, (times = new PlayerTimes()));
    return times;
  };
  const bookings: Booking[] = [];
  const ends = new Map<number, number>();
  const reasons = new Map<number, UnplacedReason>();
  const book = (index: number, court: number, start: number, date: string) => {
    const end = start + context.minutes[index];
    bookings.push({ index, court, start, end });
    ends.set(index, end);
    courts[court].take(start, end);
    for (const player of new Set(matches[index].players)) timesOf(player).take(start, end, date);
  };

  for (const fixed of input.fixed ?? []) {
    const index = context.indexById.get(fixed.matchId);
    if (index === undefined || ends.has(index) || reasons.has(index)) continue;
    const court = context.courtIndex.get(fixed.court);
    if (court === undefined) {
      reasons.set(index, UNPLACED_REASONS.unknownCourt);
      continue;
    }
    const start = startToEpochMinute(fixed.start, timeZone);
    book(index, court, start, localPartsAt(start, timeZone).date);
  }

  const order = priorityOrder(matches);
  const readiness = readinessReader((index) => ends.get(index) ?? null);
  for (const index of order) {
    if (ends.has(index) || reasons.has(index) || context.indexById.get(matches[index].id) !== index) continue;
    const { after, blocked } = readiness(context.prerequisites[index]);
    if (blocked) {
      reasons.set(index, UNPLACED_REASONS.waitsForUnplaced);
      continue;
    }
    const length = context.minutes[index];
    const windows = context.windowsOf(matches[index].players).filter((w) => w.end - w.start >= length);
    if (!windows.length) {
      reasons.set(index, UNPLACED_REASONS.noCommonSlot);
      continue;
    }
    const players = [...new Set(matches[index].players)].map(timesOf);
    const slot = earliestSlot({ windows, length, notBefore: after, courts, players, rest });
    if (!slot) {
      reasons.set(index, UNPLACED_REASONS.noCourtFree);
      continue;
    }
    book(index, slot.court, slot.start, slot.date);
  }

  const rank = new Map(order.map((index, place) => [index, place]));
  const courtNames = input.settings.courts.map((court) => court.name);
  const placed = bookings
    .sort((a, b) => a.start - b.start || a.court - b.court || rank.get(a.index)! - rank.get(b.index)!)
    .map(({ index, court, start, end }): Placement => ({
      matchId: matches[index].id,
      court: courtNames[court],
      start: epochMinuteToIso(start, timeZone),
      end: epochMinuteToIso(end, timeZone),
    }));
  const unplaced = order
    .filter((index) => reasons.has(index))
    .map((index) => ({ matchId: matches[index].id, reason: reasons.get(index)! }));
  return { placed, unplaced };
}
