/**
 * Ratings move only between accounts (decisions.md "Entries"): an approved result whose two sides both have one enters
 * its sport's ratings, and its approval's e-mail waits until it has (ResultRatingsChanged).
 */
export const entersRatings = (result: { playerId: number | null; opponentId: number | null }): boolean =>
  result.playerId !== null && result.opponentId !== null;
