import { construct } from './construct';
import { EXACT_MOST_MATCHES, exactSearch } from './exact-search';
import { improve } from './improve';
import type { ScheduleState } from './schedule-state';
import type { SearchProblem } from './search-problem';
import { seededRandom } from './seeded-random';

/**
 * Slot searches the heuristic search may spend. Effort follows size: 375 searches a match up to 1,000 matches, 25 a
 * match beyond, so 1,000 matches on 20 courts take about a second and 5,000 on 40 courts a few (tools/bench).
 */
export const searchBudget = (free: number): number => 2_000 + 375 * Math.min(free, 1_000) + 25 * Math.max(0, free - 1_000);

/** Branch-and-bound nodes the exact search may visit on a small instance. */
const EXACT_NODES = 20_000;

/**
 * Gives every match that still has none the earliest place left for it, with the full search: afterwards no match
 * without a place could have one in this schedule. Placing a match only takes times away, so one pass is enough.
 */
export function placeWhereverPossible(state: ScheduleState): void {
  for (const index of state.problem.free) {
    if (state.isPlaced(index)) continue;
    const slot = state.findSlot(index);
    if (slot) state.place(index, slot);
  }
}

/** Moves each match, earliest first, to the first court in order that is free for it (the settings' preference). */
function firstFreeCourts(state: ScheduleState): void {
  const placed = state.problem.free.filter((i) => state.isPlaced(i));
  placed.sort((a, b) => state.startOf(a) - state.startOf(b) || a - b);
  for (const index of placed) {
    const slot = state.slotOf(index)!;
    const end = state.endOf(index);
    state.unplace(index);
    const court = state.firstFreeCourt(slot.start, end);
    state.place(index, { ...slot, court: court >= 0 ? court : slot.court });
  }
}

/**
 * The search: build from several priority rules; solve exactly when the instance is small, else improve by
 * large-neighbourhood search under a budget of slot searches; then a last insertion pass, the courts taken in
 * their order, and the insertion pass again.
 */
export function searchSchedule(problem: SearchProblem, budget = searchBudget(problem.free.length)): ScheduleState {
  const state = construct(problem);
  placeWhereverPossible(state);
  state.forget();
  const solved = problem.free.length <= EXACT_MOST_MATCHES && exactSearch(state, EXACT_NODES);
  if (!solved) {
    improve(state, budget, seededRandom(problem.free.length));
  }
  placeWhereverPossible(state);
  firstFreeCourts(state);
  // Courts taken in order may leave a court free long enough where none was.
  placeWhereverPossible(state);
  state.forget();
  return state;
}
