import { isBetter } from './objective';
import type { ScheduleState } from './schedule-state';

/** A place for a match that has none, if the `blockers` (movable matches) made room. */
interface Insertion {
  court: number;
  start: number;
  blockers: number[];
}

const MOST_BLOCKERS = 2;

/** A player's match in the way of a window: the time it keeps them (rest included) and whether it can move. */
interface Busy {
  from: number;
  to: number;
  index: number;
}

/** Its players' placed matches around a window, as the times they keep them busy, by start. */
function busyTimes(state: ScheduleState, index: number, date: string): Busy[] {
  const { playersOf, matchesOf, context } = state.problem;
  const busy: Busy[] = [];
  for (const player of playersOf[index]) {
    for (const other of matchesOf[player]) {
      if (!state.isPlaced(other) || busy.some((b) => b.index === other)) continue;
      const gap = state.slotOf(other)!.date === date ? context.rest : 0;
      busy.push({ from: state.startOf(other) - gap, to: state.endOf(other) + gap, index: other });
    }
  }
  return busy.sort((a, b) => a.from - b.from);
}

/** The earliest start in [from, latest] where a match of `length` keeps clear of every busy time, or null. */
function freeStart(busy: readonly Busy[], from: number, latest: number, length: number): number | null {
  let start = from;
  for (const { from: taken, to } of busy) {
    if (taken >= start + length) break;
    if (to > start) start = to;
  }
  return start <= latest ? start : null;
}

/** The matches among the busy times that a match from `start` to `end` meets; null when one of them is locked. */
function busyBlockers(state: ScheduleState, busy: readonly Busy[], start: number, end: number): number[] | null {
  const found: number[] = [];
  for (const { from, to, index } of busy) {
    if (from >= end) break;
    if (to <= start) continue;
    if (state.isLocked(index)) return null;
    found.push(index);
  }
  return found;
}

/**
 * Places a match would have if one or two matches on a court, and its players' clashing matches, moved away: for
 * each court and each run of one or two matches on it inside one of the match's windows, the earliest start in the
 * gap they leave where its players are free (or the gap's start, its players' matches then moving too). Fewest
 * blockers first, then earliest; the search stops once a window has given `enough` places with one blocker.
 */
function insertions(state: ScheduleState, index: number, enough: number): Insertion[] {
  const { windows, context, courtCount } = state.problem;
  const length = context.minutes[index];
  const notBefore = state.notBefore(index);
  const notAfter = state.notAfter(index);
  const found: Insertion[] = [];
  let single = 0;
  for (const window of windows[index]) {
    const from = Math.max(window.start, notBefore);
    const to = Math.min(window.end, notAfter);
    if (to - from < length) continue;
    const busy = busyTimes(state, index, window.date);
    for (let court = 0; court < courtCount; court++) {
      const list = state.placedOn(court);
      let before = -Infinity;
      for (let k = 0; k < list.length && state.startOf(list[k]) < to; k++) {
        for (let run = 1; run <= MOST_BLOCKERS && k + run <= list.length; run++) {
          const last = list[k + run - 1];
          if (state.isLocked(last)) break;
          const gapStart = Math.max(from, before);
          const gapEnd = Math.min(to, k + run < list.length ? state.startOf(list[k + run]) : Infinity);
          if (gapEnd - gapStart < length || state.endOf(last) <= gapStart) continue;
          const start = freeStart(busy, gapStart, gapEnd - length, length) ?? gapStart;
          const players = busyBlockers(state, busy, start, start + length);
          if (!players) continue;
          const blockers = [...new Set([...list.slice(k, k + run), ...players])];
          if (blockers.length > MOST_BLOCKERS + 1) continue;
          found.push({ court, start, blockers });
          if (blockers.length === 1) single++;
        }
        before = Math.max(before, state.endOf(list[k]));
      }
    }
    if (single >= enough) break;
  }
  return found.sort((a, b) => a.blockers.length - b.blockers.length || a.start - b.start || a.court - b.court);
}

/**
 * Tries to give a match with no place one by moving the matches in its way: at each candidate place, they come off,
 * the match goes in, and they go back wherever they fit (at `depth` > 1, moving others in turn). Kept only when the
 * schedule's score improves; `tries` places are tried at most.
 */
export function insertByEjection(state: ScheduleState, index: number, depth: number, tries: number, limit: number): boolean {
  const before = state.score();
  for (const { start, blockers } of insertions(state, index, tries).slice(0, tries)) {
    if (state.searches >= limit) return false;
    const checkpoint = state.checkpoint();
    for (const blocker of blockers) state.unplace(blocker);
    const slot = state.findSlot(index, start);
    if (!slot) {
      state.rollback(checkpoint);
      continue;
    }
    state.place(index, slot);
    for (const blocker of [...blockers].sort((a, b) => state.problem.windowMinutes[a] - state.problem.windowMinutes[b])) {
      const back = state.findSlot(blocker);
      if (back) state.place(blocker, back);
      else if (depth > 1) insertByEjection(state, blocker, depth - 1, Math.max(1, tries >> 2), limit);
    }
    if (isBetter(state.score(), before)) return true;
    state.rollback(checkpoint);
  }
  return false;
}

/** Ejection repair for every match with no place that some window could hold, hardest first, until `limit`. */
export function repair(state: ScheduleState, limit: number, depth = 2, tries = 12): void {
  const { free, windows, windowMinutes } = state.problem;
  const unplaced = free.filter((i) => !state.isPlaced(i) && windows[i].length);
  unplaced.sort((a, b) => windowMinutes[a] - windowMinutes[b] || a - b);
  for (const index of unplaced) {
    if (state.searches >= limit) break;
    if (state.isPlaced(index)) continue;
    const direct = state.findSlot(index);
    if (direct) state.place(index, direct);
    else insertByEjection(state, index, depth, tries, limit);
    state.forget();
  }
}
