import { randomBelow } from './seeded-random';
import type { ScheduleState } from './schedule-state';
import type { Stretch } from './shared-windows';

/**
 * Ways to take a few matches off a schedule so that putting them back (with some that have no place) can find a
 * better one. Each returns the matches to take off, never locked ones, nearest to what it aims at first.
 */

/** A match the search may move, at random; null when none is placed (tries a few picks, then gives up). */
export function randomPlaced(state: ScheduleState, random: () => number): number | null {
  const { free } = state.problem;
  for (let tries = 0; tries < 32 && free.length; tries++) {
    const index = free[randomBelow(random, free.length)];
    if (state.isPlaced(index)) return index;
  }
  return null;
}

/** A match with no place that some window could hold, at random; null when none (after a few picks). */
export function randomUnplaced(state: ScheduleState, random: () => number): number | null {
  const { free, windows } = state.problem;
  for (let tries = 0; tries < 32 && free.length; tries++) {
    const index = free[randomBelow(random, free.length)];
    if (!state.isPlaced(index) && windows[index].length) return index;
  }
  return null;
}

/** The first index of a court's matches (by start) that starts at or after `time`. */
function firstFrom(state: ScheduleState, list: readonly number[], time: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (state.startOf(list[mid]) < time) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The movable matches on any court that overlap [from, to), nearest to `at` first (at most `size`). */
export function overlapping(state: ScheduleState, from: number, to: number, at: number, size: number): number[] {
  const nearest: number[] = [];
  const distances: number[] = [];
  for (let court = 0; court < state.problem.courtCount; court++) {
    const list = state.placedOn(court);
    for (let k = firstFrom(state, list, from - state.problem.longest); k < list.length; k++) {
      const index = list[k];
      const start = state.startOf(index);
      if (start >= to) break;
      const end = state.endOf(index);
      if (end <= from || state.isLocked(index)) continue;
      const distance = Math.abs(start + end - 2 * at);
      if (nearest.length === size && distance >= distances[size - 1]) continue;
      if (nearest.length === size) {
        nearest.pop();
        distances.pop();
      }
      let place = nearest.length;
      while (place > 0 && distances[place - 1] > distance) place--;
      nearest.splice(place, 0, index);
      distances.splice(place, 0, distance);
    }
  }
  return nearest;
}

/** A stretch of time around a placed match, on every court. */
export function ruinAround(state: ScheduleState, index: number, size: number): number[] {
  const start = state.startOf(index);
  const end = state.endOf(index);
  const pad = state.problem.context.rest + (end - start);
  return overlapping(state, start - pad, end + pad, (start + end) / 2, size);
}

/** A match's players' other matches, and their opponents' near them. */
export function ruinPlayers(state: ScheduleState, index: number, size: number): number[] {
  const { playersOf, matchesOf } = state.problem;
  const found = new Set<number>([index]);
  for (const player of playersOf[index]) {
    for (const other of matchesOf[player]) if (state.isPlaced(other) && !state.isLocked(other)) found.add(other);
  }
  return [...found].slice(0, size);
}

/** The matches that end last, latest first. */
export function ruinTail(state: ScheduleState, size: number): number[] {
  const last: number[] = [];
  const later = (a: number, b: number) => state.endOf(a) > state.endOf(b) || (state.endOf(a) === state.endOf(b) && a < b);
  for (const index of state.problem.free) {
    if (!state.isPlaced(index) || (last.length === size && !later(index, last[size - 1]))) continue;
    let at = Math.min(last.length, size - 1);
    if (last.length === size) last.pop();
    while (at > 0 && later(index, last[at - 1])) at--;
    last.splice(at, 0, index);
  }
  return last;
}

/** The placed matches it waits for that end last, and those waiting for it that start first (at most `most`). */
function orderNeighbours(state: ScheduleState, index: number, most: number): number[] {
  const { prerequisites, dependents } = state.problem.context;
  const movable = (i: number) => state.isPlaced(i) && !state.isLocked(i);
  const before: number[] = [];
  for (const { list, count } of prerequisites[index]) for (let k = 0; k < count; k++) if (movable(list[k])) before.push(list[k]);
  const after: number[] = [];
  for (const { list, from } of dependents[index])
    for (let k = from; k < list.length; k++) if (movable(list[k])) after.push(list[k]);
  if (!before.length && !after.length) return [];
  before.sort((a, b) => state.endOf(b) - state.endOf(a) || a - b);
  after.sort((a, b) => state.startOf(a) - state.startOf(b) || a - b);
  return [...before, ...after].slice(0, most);
}

/** One of the match's windows at random, and a random start in it that leaves room for the match. */
function randomTimeIn(state: ScheduleState, index: number, random: () => number): { window: Stretch; at: number } {
  const windows = state.problem.windows[index];
  const window = windows[randomBelow(random, windows.length)];
  return { window, at: window.start + random() * Math.max(0, window.end - window.start - state.problem.context.minutes[index]) };
}

/**
 * What stands in the way of a match with no place in one of its windows: its players' matches there, the matches
 * on the courts around a random time of it, and the stages it waits for that end last (or that wait for it and
 * start first), so that they can move or give way.
 */
export function ruinForUnplaced(state: ScheduleState, index: number, size: number, random: () => number): number[] {
  const { playersOf, matchesOf, context } = state.problem;
  const length = context.minutes[index];
  const { window, at } = randomTimeIn(state, index, random);
  const found = new Set<number>(orderNeighbours(state, index, 1 + randomBelow(random, 3)));
  for (const player of playersOf[index]) {
    for (const other of matchesOf[player]) {
      if (!state.isPlaced(other) || state.isLocked(other)) continue;
      if (state.startOf(other) < window.end + context.rest && state.endOf(other) + context.rest > window.start) found.add(other);
    }
  }
  for (const other of overlapping(state, at, at + length, at + length / 2, size)) found.add(other);
  return [...found].slice(0, size);
}

/**
 * For a match that waits for a stage (or knockout round) ending too late: a time in one of its windows, and every
 * placed match it waits for that ends after it, so that they can end before it or give way (`size` at most).
 */
export function ruinForStage(state: ScheduleState, index: number, size: number, random: () => number): number[] {
  const { at } = randomTimeIn(state, index, random);
  return state.problem.context.prerequisites[index]
    .flatMap(({ list, count }) => list.slice(0, count))
    .filter((i) => state.isPlaced(i) && !state.isLocked(i) && state.endOf(i) > at)
    .sort((a, b) => state.endOf(b) - state.endOf(a) || a - b)
    .slice(0, size);
}

/** A league match out of round order, with its players' league matches, so they can go back in order. */
export function ruinInversion(state: ScheduleState, random: () => number, size: number): number[] {
  const { roundPeers, free } = state.problem;
  for (let tries = 0; tries < 48 && free.length; tries++) {
    const index = free[randomBelow(random, free.length)];
    if (!state.isPlaced(index) || !roundPeers[index].length) continue;
    const start = state.startOf(index);
    const round = state.problem.context.matches[index].round;
    const inverted = roundPeers[index].some(
      (peer) =>
        state.isPlaced(peer) &&
        (state.problem.context.matches[peer].round < round ? state.startOf(peer) > start : state.startOf(peer) < start),
    );
    if (!inverted) continue;
    const peers = roundPeers[index].filter((peer) => state.isPlaced(peer) && !state.isLocked(peer));
    return [index, ...peers].slice(0, size);
  }
  return [];
}
