import { placeInOrder } from './construct';
import { priorityOrder } from './match-order';
import { compareScores } from './objective';
import { randomPlaced, randomUnplaced, ruinAround, ruinForUnplaced, ruinInversion, ruinPlayers, ruinTail } from './ruin';
import type { ScheduleState } from './schedule-state';
import { randomBelow } from './seeded-random';

/** Matches with no place that share a player with these, to try again once they move. */
function unplacedNear(state: ScheduleState, removed: readonly number[], most: number): number[] {
  const { playersOf, matchesOf, windows } = state.problem;
  const found = new Set<number>();
  for (const index of removed) {
    for (const player of playersOf[index]) {
      for (const other of matchesOf[player]) {
        if (found.size >= most) return [...found];
        if (!state.isPlaced(other) && windows[other].length) found.add(other);
      }
    }
  }
  return [...found];
}

function shuffled(list: readonly number[], random: () => number): number[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** One ruin: what to take off, and what to place first when putting things back. */
function ruin(state: ScheduleState, random: () => number, size: number): { removed: number[]; first: number[] } {
  const draw = random();
  const unplaced = draw < 0.45 ? randomUnplaced(state, random) : null;
  if (unplaced !== null) return { removed: ruinForUnplaced(state, unplaced, size, random), first: [unplaced] };
  if (draw < 0.6 && state.score().inversions > 0) return { removed: ruinInversion(state, random, size), first: [] };
  if (draw < 0.7) return { removed: ruinTail(state, size), first: [] };
  const seed = randomPlaced(state, random);
  if (seed === null) return { removed: [], first: [] };
  return { removed: draw < 0.85 ? ruinAround(state, seed, size) : ruinPlayers(state, seed, size), first: [] };
}

/** The order to put them back in: as found, the order of play, the hardest first, or at random. */
function recreateOrder(state: ScheduleState, list: readonly number[], random: () => number): number[] {
  const { matches } = state.problem.context;
  switch (randomBelow(random, 4)) {
    case 0:
      return [...list];
    case 1:
      return priorityOrder(matches, list);
    case 2:
      return [...list].sort((a, b) => state.problem.windowMinutes[a] - state.problem.windowMinutes[b] || a - b);
    default:
      return shuffled(list, random);
  }
}

/**
 * Large-neighbourhood search: take a few related matches off, put them back with some that had no place, and keep
 * the result when it is better, until `searches` reaches `limit`.
 */
export function improve(state: ScheduleState, limit: number, random: () => number): void {
  let current = state.score();
  while (state.searches < limit) {
    const size = 2 + randomBelow(random, 10);
    const { removed, first } = ruin(state, random, size);
    if (!removed.length && !first.length) {
      state.searches++;
      continue;
    }
    const checkpoint = state.checkpoint();
    for (const index of removed) state.unplace(index);
    const extra = unplacedNear(state, removed, 4).filter((i) => !first.includes(i));
    placeInOrder(state, [...first, ...recreateOrder(state, [...removed, ...extra], random)], random() < 0.5);
    const next = state.score();
    if (compareScores(next, current) < 0) {
      current = next;
      state.forget();
    } else state.rollback(checkpoint);
  }
}
