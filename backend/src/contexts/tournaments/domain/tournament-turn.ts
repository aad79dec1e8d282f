/**
 * The write turn of one tournament (platform/events/write-turns.ts, docs/architecture.md "Write turns"): every command
 * that locks the tournament's row or what hangs off it (places, fixtures, order of play, results, check-ins) names
 * it, so a burst on one tournament queues in the process instead of in the connection pool.
 */
export const tournamentTurn = (tournamentId: number): string => `tournament:${tournamentId}`;
