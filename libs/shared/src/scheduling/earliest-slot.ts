import type { CourtTimes } from './court-times';
import type { PlayerTimes } from './player-times';
import type { Stretch } from './shared-windows';

export interface SlotSearch {
  /** Where the players can all play, sorted. */
  windows: readonly Stretch[];
  length: number;
  /** No start before this (the matches waited for end then). */
  notBefore: number;
  courts: readonly CourtTimes[];
  players: readonly PlayerTimes[];
  rest: number;
}

/**
 * The earliest start that fits a window, the players (with rest) and some court, the first court in order that is
 * free then, and the window's date; null when nothing fits. Each step jumps to the end of whatever was in the way, so
 * no start in between could have fitted and the search needs no time grid.
 */
export function earliestSlot({
  windows,
  length,
  notBefore,
  courts,
  players,
  rest,
}: SlotSearch): { start: number; court: number; date: string } | null {
  for (const window of windows) {
    let start = Math.max(notBefore, window.start);
    while (start + length <= window.end) {
      const playersFree = players.reduce((at, player) => Math.max(at, player.nextTry(start, length, window.date, rest)), start);
      if (playersFree > start) {
        start = playersFree;
        continue;
      }
      let soonest = Infinity;
      let court = -1;
      for (let c = 0; c < courts.length && soonest > start; c++) {
        const free = courts[c].earliestFree(start, length);
        if (free < soonest) [soonest, court] = [free, c];
      }
      if (soonest === start) return { start, court, date: window.date };
      start = soonest;
    }
  }
  return null;
}
