import { randomBelow } from './seeded-random';
import type { ScheduleState } from './schedule-state';

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

/** The movable matches on any court that overlap [from, to), nearest to `at` first. */
export function overlapping(state: ScheduleState, from: number, to: number, at: number, size: number): number[] {
  const found: number[] = [];
  for (let court = 0; court < state.problem.courtCount; court++) {
    for (const index of state.placedOn(court)) {
      if (state.startOf(index) >= to) break;
      if (state.endOf(index) > from && !state.isLocked(index)) found.push(index);
    }
  }
  const distance = (i: number) => Math.abs(state.startOf(i) + state.endOf(i) - 2 * at);
  return found.sort((a, b) => distance(a) - distance(b) || a - b).slice(0, size);
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

/** The matches that end last. */
export function ruinTail(state: ScheduleState, size: number): number[] {
  return state.problem.free
    .filter((i) => state.isPlaced(i))
    .sort((a, b) => state.endOf(b) - state.endOf(a) || a - b)
    .slice(0, size);
}

/**
 * What stands in the way of a match with no place in one of its windows: its players' matches there, and the
 * matches on the courts around a random time of it.
 */
export function ruinForUnplaced(state: ScheduleState, index: number, size: number, random: () => number): number[] {
  const { windows, playersOf, matchesOf, context } = state.problem;
  const window = windows[index][randomBelow(random, windows[index].length)];
  const length = context.minutes[index];
  const at = window.start + random() * Math.max(0, window.end - window.start - length);
  const found = new Set<number>();
  for (const player of playersOf[index]) {
    for (const other of matchesOf[player]) {
      if (!state.isPlaced(other) || state.isLocked(other)) continue;
      if (state.startOf(other) < window.end + context.rest && state.endOf(other) + context.rest > window.start) found.add(other);
    }
  }
  for (const other of overlapping(state, at, at + length, at + length / 2, size)) found.add(other);
  return [...found].slice(0, size);
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
