import { construct } from './construct';
import { EXACT_MOST_MATCHES, exactSearch } from './exact-search';
import { improve } from './improve';
import { repair } from './repair';
import type { ScheduleState } from './schedule-state';
import type { SearchProblem } from './search-problem';
import { seededRandom } from './seeded-random';

/** Slot searches the heuristic search may spend: it grows with the matches to place, so effort follows size. */
export const searchBudget = (free: number): number => 2_000 + 25 * free;

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
 * The search: build from several priority rules, repair by ejection, improve by large-neighbourhood search under a
 * budget of slot searches, solve exactly when the instance is small, then a last insertion pass.
 */
export function searchSchedule(problem: SearchProblem, budget = searchBudget(problem.free.length)): ScheduleState {
  const state = construct(problem);
  placeWhereverPossible(state);
  state.forget();
  const solved = problem.free.length <= EXACT_MOST_MATCHES && exactSearch(state, EXACT_NODES);
  if (!solved) {
    repair(state, state.searches + (budget - state.searches) / 2);
    improve(state, budget, seededRandom(problem.free.length));
  }
  placeWhereverPossible(state);
  firstFreeCourts(state);
  state.forget();
  return state;
}
