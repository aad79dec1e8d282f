import type { Slot } from './earliest-slot';
import { compareScores, type Score } from './objective';
import type { ScheduleState } from './schedule-state';

/** Exact search is for instances with at most this many matches to place. */
export const EXACT_MOST_MATCHES = 12;

interface Best {
  score: Score;
  slots: (Slot | null)[];
}

/**
 * Branch and bound over the order matches are placed in, each at its earliest place no earlier than the one placed
 * before it (ties in input order), any of them left out. Every schedule can be shifted left, keeping its order of
 * starts, into one this builds that places the same matches, keeps the same round order and ends no later; so for
 * the first three parts of the score (placed, round order, last end) the search is exact, as long as the courts are
 * alike (no lock on one of them). A branch is cut when even placing every match that still fits could not beat
 * the best found. Keeps the best schedule in `state`; returns false when it ran out of `nodes` first.
 */
export function exactSearch(state: ScheduleState, nodes: number): boolean {
  const free = state.problem.free.filter((i) => state.problem.windows[i].length);
  const best: Best = { score: state.score(), slots: free.map((i) => state.slotOf(i)) };
  for (const index of free) state.unplace(index);
  let left = nodes;

  const visit = (lastStart: number, lastIndex: number): boolean => {
    if (--left < 0) return false;
    const score = state.score();
    if (compareScores(score, best.score) < 0) {
      best.score = score;
      best.slots = free.map((i) => state.slotOf(i));
    }
    const next: { index: number; slot: Slot }[] = [];
    for (const index of free) {
      if (state.isPlaced(index)) continue;
      const slot = state.findSlot(index, index < lastIndex ? lastStart + 1 : lastStart);
      if (slot) next.push({ index, slot });
    }
    if (cannotBeat(state, score, next, lastStart, best.score)) return true;
    next.sort((a, b) => a.slot.start - b.slot.start || a.index - b.index);
    for (const { index, slot } of next) {
      state.place(index, slot);
      const finished = visit(slot.start, index);
      state.unplace(index);
      if (!finished) return false;
    }
    return true;
  };

  const finished = visit(-Infinity, -1);
  for (const index of free) state.unplace(index);
  free.forEach((index, k) => {
    const slot = best.slots[k];
    if (slot) state.place(index, slot);
  });
  state.forget();
  return finished;
}

/**
 * Whether no way on from here beats `best`: too few matches still fit; or, when all of them must go in to tie the
 * count, the round order is already worse, or the last end cannot come earlier (each still ends at its earliest at
 * best, and they need the courts' time and each player's time from the last start on).
 */
function cannotBeat(
  state: ScheduleState,
  score: Score,
  next: readonly { index: number; slot: Slot }[],
  lastStart: number,
  best: Score,
): boolean {
  const most = score.placed + next.length;
  if (most !== best.placed) return most < best.placed;
  if (score.inversions !== best.inversions) return score.inversions > best.inversions;
  const { minutes } = state.problem.context;
  let lastEnd = score.makespan;
  let total = 0;
  const perPlayer = new Map<number, number>();
  for (const { index, slot } of next) {
    lastEnd = Math.max(lastEnd, slot.start + minutes[index]);
    total += minutes[index];
    for (const player of state.problem.playersOf[index]) perPlayer.set(player, (perPlayer.get(player) ?? 0) + minutes[index]);
  }
  if (next.length) {
    const from = Math.max(lastStart, Math.min(...next.map(({ slot }) => slot.start)));
    lastEnd = Math.max(
      lastEnd,
      from + Math.ceil(total / Math.max(1, state.problem.courtCount)),
      from + Math.max(...perPlayer.values()),
    );
  }
  return lastEnd >= best.makespan;
}
