import type { StandingsMatch } from './tally';

/** A league match still to be played, between two entrants' keys. */
export interface PendingMatch {
  a: string;
  b: string;
}

/**
 * A withdrawn entrant keeps the results it played, and each match it still had to play becomes a walkover won by its
 * opponent (the withdrawn side gave it), counted as the rulebook counts any walkover. A match between two withdrawn
 * entrants has nobody to win it and stays unplayed.
 */
export function forfeitsOfWithdrawn(pending: readonly PendingMatch[], withdrawn: ReadonlySet<string>): StandingsMatch[] {
  return pending.flatMap(({ a, b }): StandingsMatch[] => {
    const [aGone, bGone] = [withdrawn.has(a), withdrawn.has(b)];
    if (a === b || aGone === bGone) return [];
    return [{ a, b, winner: aGone ? 'B' : 'A', outcome: 'walkover', sets: [] }];
  });
}
