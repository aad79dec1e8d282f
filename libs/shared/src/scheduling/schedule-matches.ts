import type { Booking } from './booking';
import { explainUnplaced } from './explain-unplaced';
import { flagFixed } from './flag-fixed';
import { priorityOrder } from './match-order';
import { scheduleContext } from './schedule-context';
import { searchSchedule } from './search';
import { searchProblem } from './search-problem';
import type { Placement, Schedule, ScheduleInput, Unplaced } from './types';
import { epochMinuteToIso } from './zoned-time';

/**
 * The order of play (docs/event-day.md, The scheduler): locked placements exactly as given, then a search for the
 * schedule that places the most matches, then keeps the league round order best, then ends earliest, then keeps
 * players' waits short. Pure and deterministic: its effort is counted in slot searches, never in time. A match id
 * listed twice is scheduled once, as its first listing. Each match left without a place says what blocks it;
 * locked placements the settings no longer allow are flagged.
 */
export function scheduleMatches(input: ScheduleInput): Schedule {
  const context = scheduleContext(input);
  const { matches, timeZone } = context;
  const problem = searchProblem(context, input.fixed ?? [], input.settings.courts.length);
  const state = searchSchedule(problem);

  const order = priorityOrder(matches);
  const rank = new Map(order.map((index, place) => [index, place]));
  const bookings = order
    .filter((index) => state.isPlaced(index))
    .map((index): Booking => ({ index, court: state.slotOf(index)!.court, start: state.startOf(index), end: state.endOf(index) }))
    .sort((a, b) => a.start - b.start || a.court - b.court || rank.get(a.index)! - rank.get(b.index)!);
  const courtNames = input.settings.courts.map((court) => court.name);
  const placed = bookings.map(({ index, court, start, end }): Placement => ({
    matchId: matches[index].id,
    court: courtNames[court],
    start: epochMinuteToIso(start, timeZone),
    end: epochMinuteToIso(end, timeZone),
  }));
  const lockedCourt = problem.lockedToUnknownCourt.map((index): Unplaced => ({
    matchId: matches[index].id,
    kind: 'locked-court',
    reason: 'its locked court is not one of the courts',
  }));
  const free = new Set(problem.free);
  const unplaced = order.filter((index) => free.has(index) && !state.isPlaced(index));
  return {
    placed,
    unplaced: [...lockedCourt, ...explainUnplaced(context, input, bookings, unplaced)],
    flagged: flagFixed(context, input),
  };
}
