/**
 * How good a schedule is, compared in this order (issue 41; docs/event-day.md, The scheduler):
 * 1. `placed`: more matches placed;
 * 2. `inversions`: fewer league round-order inversions, i.e. pairs of league matches of one division sharing a
 *    player where the later round starts before the earlier one;
 * 3. `makespan`: the last end of a match the search placed (locked ones are given), earlier is better;
 * 4. `waits`: less idle time beyond the rest, summed over each player's consecutive matches on a day;
 * 5. `starts`: a smaller sum of starts, so that among equals matches sit as early as they can.
 */
export interface Score {
  placed: number;
  inversions: number;
  makespan: number;
  waits: number;
  starts: number;
}

/** Negative when `a` is better than `b`, positive when worse, 0 when they are as good. */
export function compareScores(a: Score, b: Score): number {
  if (a.placed !== b.placed) return b.placed - a.placed;
  if (a.inversions !== b.inversions) return a.inversions - b.inversions;
  if (a.makespan !== b.makespan) return a.makespan < b.makespan ? -1 : 1;
  if (a.waits !== b.waits) return a.waits - b.waits;
  if (a.starts !== b.starts) return a.starts < b.starts ? -1 : 1;
  return 0;
}

export const isBetter = (a: Score, b: Score): boolean => compareScores(a, b) < 0;
