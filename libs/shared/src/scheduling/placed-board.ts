import type { Booking } from './booking';
import { CourtTimes } from './court-times';
import type { Prerequisite } from './dependencies';
import type { ScheduleContext } from './schedule-context';
import { localPartsAt } from './zoned-time';

/** One of a player's placed matches: epoch minutes, its local date (rest is owed within a day) and its input index. */
export interface Busy {
  index: number;
  start: number;
  end: number;
  date: string;
}

/** An order limit from a placed match: `at` in epoch minutes, set by the match at input index `by`. */
export interface OrderLimit {
  at: number;
  by: number;
}

/**
 * The final placements read for questions about one unplaced match at a time: each court's taken times, each player's
 * matches, and the order limits the placed matches set. Built once, so asking costs no scan over all bookings.
 */
export interface PlacedBoard {
  courts: readonly CourtTimes[];
  busyOf(player: string): readonly Busy[];
  /** The latest end among the placed matches `index` waits for (its earlier stage or knockout rounds). */
  waitsFor(index: number): OrderLimit | null;
  /** The earliest start among the placed matches that wait for `index`. */
  heldBefore(index: number): OrderLimit | null;
}

export function placedBoard(context: ScheduleContext, courtCount: number, bookings: readonly Booking[]): PlacedBoard {
  const courts = Array.from({ length: courtCount }, () => new CourtTimes());
  const busy = new Map<string, Busy[]>();
  const placed = new Map<number, Booking>();
  const dateOf = localDateReader(context);
  for (const booking of bookings) {
    placed.set(booking.index, booking);
    courts[booking.court]?.take(booking.start, booking.end);
    const entry = { index: booking.index, start: booking.start, end: booking.end, date: dateOf(booking.start) };
    for (const player of new Set(context.matches[booking.index].players)) {
      const list = busy.get(player);
      if (list) list.push(entry);
      else busy.set(player, [entry]);
    }
  }
  for (const list of busy.values()) list.sort((a, b) => a.start - b.start);
  const waitsFor = latestEndReader(context.prerequisites, (i) => placed.get(i)?.end);
  const heldBefore = earliestDependentReader(context.prerequisites, placed);
  return { courts, busyOf: (player) => busy.get(player) ?? [], waitsFor, heldBefore };
}

/** The local date of an instant: the playing day it falls in, else the zone's clock (a lock outside the days). */
function localDateReader(context: ScheduleContext): (epochMinute: number) => string {
  const { days, timeZone } = context;
  return (epochMinute) => {
    let low = 0;
    let high = days.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (days[mid].start <= epochMinute) low = mid + 1;
      else high = mid;
    }
    const day = days[low - 1];
    return day && epochMinute < day.end ? day.date : localPartsAt(epochMinute, timeZone).date;
  };
}

const later = (a: OrderLimit | null, b: OrderLimit | null) => (!a || (b && b.at > a.at) ? b : a);
const sooner = (a: OrderLimit | null, b: OrderLimit | null) => (!a || (b && b.at < a.at) ? b : a);

/** Prefix maxima per shared list, worked out once per list. */
function latestEndReader(
  prerequisites: readonly (readonly Prerequisite[])[],
  endOf: (index: number) => number | undefined,
): (index: number) => OrderLimit | null {
  const prefixes = new Map<readonly number[], (OrderLimit | null)[]>();
  const prefixOf = (list: readonly number[]) => {
    let prefix = prefixes.get(list);
    if (!prefix) {
      let best: OrderLimit | null = null;
      prefix = list.map((i) => {
        const end = endOf(i);
        return (best = later(best, end === undefined ? null : { at: end, by: i }));
      });
      prefixes.set(list, prefix);
    }
    return prefix;
  };
  return (index) =>
    prerequisites[index].reduce<OrderLimit | null>(
      (best, { list, count }) => later(best, prefixOf(list)[count - 1] ?? null),
      null,
    );
}

/**
 * A placed match waiting for the first `count` of a list holds each of them before its start; suffix minima over
 * the counts give every list entry its earliest such start in one pass per list.
 */
function earliestDependentReader(
  prerequisites: readonly (readonly Prerequisite[])[],
  placed: ReadonlyMap<number, Booking>,
): (index: number) => OrderLimit | null {
  const byCount = new Map<readonly number[], (OrderLimit | null)[]>();
  for (const [index, booking] of placed) {
    for (const { list, count } of prerequisites[index]) {
      let limits = byCount.get(list);
      if (!limits) byCount.set(list, (limits = list.map(() => null)));
      limits[count - 1] = sooner(limits[count - 1], { at: booking.start, by: index });
    }
  }
  const limitOf = new Map<number, OrderLimit>();
  for (const [list, limits] of byCount) {
    let best: OrderLimit | null = null;
    for (let k = list.length - 1; k >= 0; k--) {
      best = sooner(best, limits[k]);
      const kept = limitOf.get(list[k]) ?? null;
      const limit = sooner(kept, best);
      if (limit) limitOf.set(list[k], limit);
    }
  }
  return (index) => limitOf.get(index) ?? null;
}
