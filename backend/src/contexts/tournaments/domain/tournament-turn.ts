/**
 * The write turn of one tournament (platform/events/write-turns.ts, docs/architecture.md "Write turns"): every command
 * that locks the tournament's row or what hangs off it (places, fixtures, order of play, results, check-ins) names
 * it, so a burst on one tournament queues in the process instead of in the connection pool.
 */
export const tournamentTurn = (tournamentId: number): string => `tournament:${tournamentId}`;

/**
 * The write turn of one person's entry in a tournament (the e-mail, any case): the form and Enroll both name it, so the
 * same person through both ways at once waits in the process, holding no connection (persistence/entries.sql.ts
 * takePersonsTurn is the guard across API instances).
 */
export const entryTurn = (tournamentId: number, email: string): string =>
  `tournament-entry:${tournamentId}:${email.toLowerCase()}`;
