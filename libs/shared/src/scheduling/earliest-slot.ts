import type { CourtTimes } from './court-times';
import type { PlayerTimes } from './player-times';
import type { Stretch } from './shared-windows';

export interface SlotSearch {
  /** Where the players can all play, sorted. */
  windows: readonly Stretch[];
  length: number;
  /** No start before this (the matches waited for end then). */
  notBefore: number;
  /** No end after this (the matches that wait for this one start then); Infinity when none. */
  notAfter?: number;
  courts: readonly CourtTimes[];
  players: readonly PlayerTimes[];
  rest: number;
}

export interface Slot {
  start: number;
  court: number;
  /** The local date of the window it lies in: rest is owed within it. */
  date: string;
}

/**
 * The earliest start that fits a window, the players (with rest), some court and the bounds, the first court in
 * order that is free then, and the window's date; null when nothing fits. Each step jumps to the end of whatever was
 * in the way, so no start in between could have fitted and the search needs no time grid.
 */
export function earliestSlot({
  windows,
  length,
  notBefore,
  notAfter = Infinity,
  courts,
  players,
  rest,
}: SlotSearch): Slot | null {
  for (const window of windows) {
    if (window.start + length > notAfter) break;
    const end = Math.min(window.end, notAfter);
    let start = Math.max(notBefore, window.start);
    while (start + length <= end) {
      let playersFree = start;
      for (const player of players) playersFree = Math.max(playersFree, player.nextTry(start, length, window.date, rest));
      if (playersFree > start) {
        start = playersFree;
        continue;
      }
      let soonest = Infinity;
      let court = -1;
      for (let c = 0; c < courts.length && soonest > start; c++) {
        const free = courts[c].earliestFree(start, length);
        if (free < soonest) {
          soonest = free;
          court = c;
        }
      }
      if (soonest === start) return { start, court, date: window.date };
      start = soonest;
    }
  }
  return null;
}
