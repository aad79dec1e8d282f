import { placeInOrder } from './construct';
import { compareScores } from './objective';
import {
  randomPlaced,
  randomUnplaced,
  ruinAround,
  ruinForStage,
  ruinForUnplaced,
  ruinInversion,
  ruinPlayers,
  ruinTail,
} from './ruin';
import type { ScheduleState } from './schedule-state';
import { randomBelow } from './seeded-random';

/** Share of the budget left after building that goes to placing more matches; the rest polishes the score. */
const PLACING_SHARE = 0.85;
/** Polishing stops after this many tries in a row that found nothing better. */
const POLISH_PATIENCE = 300;

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

/** The order to put them back in: as found, the order of play, the hardest first, or at random. */
function recreateOrder(state: ScheduleState, list: readonly number[], random: () => number): number[] {
  switch (randomBelow(random, 4)) {
    case 0:
      return [...list];
    case 1:
      return [...list].sort((a, b) => state.problem.rank[a] - state.problem.rank[b]);
    case 2:
      return [...list].sort((a, b) => state.problem.windowMinutes[a] - state.problem.windowMinutes[b] || a - b);
    default:
      return shuffled(list, random);
  }
}

interface Ruin {
  removed: number[];
  /** Placed first when putting things back: the match with no place the ruin made room for. */
  first: number[];
}

/** Takes the ruin off and puts it back, with some matches that had no place; returns the checkpoint to undo it. */
function ruinAndRecreate(
  state: ScheduleState,
  { removed, first }: Ruin,
  random: () => number,
  inRoundOrder: boolean,
  atLeast = 0,
): number {
  const checkpoint = state.checkpoint();
  for (const index of removed) state.unplace(index);
  const extra = unplacedNear(state, removed, 4).filter((i) => !first.includes(i));
  placeInOrder(state, [...first, ...recreateOrder(state, [...removed, ...extra], random)], inRoundOrder, atLeast);
  return checkpoint;
}

const sizeOf = (random: () => number) => 2 + randomBelow(random, 10);

/** A ruin around a random placed match: the time around it on every court, or its players' matches. */
function ruinSomewhere(state: ScheduleState, random: () => number, size: number): Ruin {
  const seed = randomPlaced(state, random);
  if (seed === null) return { removed: [], first: [] };
  return { removed: random() < 0.6 ? ruinAround(state, seed, size) : ruinPlayers(state, seed, size), first: [] };
}

/** Room for a match with no place: around one of its windows, or, when it waits for a stage, before it. */
function ruinFor(state: ScheduleState, index: number, size: number, random: () => number): Ruin {
  const waits = state.problem.context.prerequisites[index].length > 0;
  const removed =
    waits && random() < 0.5 ? ruinForStage(state, index, 2 * size, random) : ruinForUnplaced(state, index, size, random);
  return { removed, first: [index] };
}

/**
 * Places more matches: mostly clears room for a match with no place and puts everything back, keeping the result
 * whenever no fewer matches have a place. Moves that keep the count are kept too, whatever they do to the rest of
 * the score, so the search wanders freely among schedules that place as many; polishing comes after.
 */
function placeMore(state: ScheduleState, limit: number, random: () => number): void {
  const { free, windows } = state.problem;
  let waiting: number[] = [];
  for (let round = 0; state.searches < limit; round++) {
    // The matches still without a place that a window could hold, read again now and then.
    if (round % 64 === 0) waiting = free.filter((i) => !state.isPlaced(i) && windows[i].length);
    if (!waiting.length) return;
    const size = sizeOf(random);
    const unplaced = waiting[randomBelow(random, waiting.length)];
    const ruin =
      !state.isPlaced(unplaced) && random() < 0.9 ? ruinFor(state, unplaced, size, random) : ruinSomewhere(state, random, size);
    const placed = state.placed;
    const checkpoint = ruinAndRecreate(state, ruin, random, false, placed);
    if (state.placed >= placed) state.forget();
    else state.rollback(checkpoint);
  }
}

/** A ruin for polishing: a league match out of round order, the matches that end last, or anywhere. */
function polishRuin(state: ScheduleState, random: () => number, size: number, inversions: boolean): Ruin {
  const draw = random();
  if (draw < 0.35 && inversions) return { removed: ruinInversion(state, random, size), first: [] };
  if (draw < 0.55) return { removed: ruinTail(state, size), first: [] };
  const unplaced = draw < 0.65 ? randomUnplaced(state, random) : null;
  if (unplaced !== null) return ruinFor(state, unplaced, size, random);
  return ruinSomewhere(state, random, size);
}

/** Improves the whole score (placed, round order, last end, waits), keeping only what is better. */
function polish(state: ScheduleState, limit: number, random: () => number): void {
  let current = state.score();
  for (let idle = 0; state.searches < limit && idle < POLISH_PATIENCE; idle++) {
    const ruin = polishRuin(state, random, sizeOf(random), current.inversions > 0);
    if (!ruin.removed.length && !ruin.first.length) {
      state.searches++;
      continue;
    }
    const checkpoint = ruinAndRecreate(state, ruin, random, random() < 0.5);
    const next = state.score();
    if (compareScores(next, current) < 0) {
      current = next;
      state.forget();
      idle = -1;
    } else state.rollback(checkpoint);
  }
}

/**
 * Large-neighbourhood search: take a few related matches off and put them back with some that had no place, first
 * to place more matches, then to improve the rest of the score, until `searches` reaches `limit`.
 */
export function improve(state: ScheduleState, limit: number, random: () => number): void {
  state.keepScore(false);
  placeMore(state, state.searches + (limit - state.searches) * PLACING_SHARE, random);
  state.keepScore(true);
  polish(state, limit, random);
}
