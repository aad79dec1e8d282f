import { priorityOrders } from './match-order';
import { isBetter } from './objective';
import { ScheduleState } from './schedule-state';
import type { SearchProblem } from './search-problem';

/**
 * List scheduling: each match in turn at its earliest place, or with `inRoundOrder` between its players' earlier and
 * later league rounds when it can. Placing every match at its earliest place packs players' time best, so the first
 * schedules are built that way and round order is mended afterwards.
 */
export function placeInOrder(state: ScheduleState, order: readonly number[], inRoundOrder = false, atLeast = 0): void {
  for (let k = 0; k < order.length; k++) {
    // Stops once even placing every match left could not bring the count up to `atLeast`.
    if (state.placed + order.length - k < atLeast) return;
    const index = order[k];
    if (state.isPlaced(index)) continue;
    const slot = inRoundOrder ? state.findSlotPreferringRoundOrder(index) : state.findSlot(index);
    if (slot) state.place(index, slot);
  }
}

/** The best of the schedules the priority rules build (the first rule's on a tie). */
export function construct(problem: SearchProblem): ScheduleState {
  let best: ScheduleState | null = null;
  for (const order of priorityOrders(problem)) {
    const state = new ScheduleState(problem);
    placeInOrder(state, order);
    state.forget();
    if (!best || isBetter(state.score(), best.score())) {
      if (best) state.searches += best.searches;
      best = state;
    } else best.searches += state.searches;
  }
  return best ?? new ScheduleState(problem);
}
