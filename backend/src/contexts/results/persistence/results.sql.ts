import type { EntityManager } from 'typeorm';

/** One statement: the player's approved results counted, and the latest `last` outcomes (won: the winner is their side). */
export async function matchRecordRow(
  manager: EntityManager,
  userId: number,
  last: number,
): Promise<{ played: number; won: number; outcomes: boolean[] | null }> {
  const [row]: Array<{ played: number; won: number; outcomes: boolean[] | null }> = await manager.query(
    `WITH mine AS (
         SELECT (player_id = $1) = (winner = 'player') AS won, approved_at, id
           FROM match_results
          WHERE status = 'approved' AND (player_id = $1 OR opponent_id = $1)
       )
       SELECT count(*)::int AS played, count(*) FILTER (WHERE won)::int AS won,
              (SELECT array_agg(won ORDER BY approved_at DESC, id DESC) FROM (SELECT * FROM mine ORDER BY approved_at DESC, id DESC LIMIT $2) latest) AS outcomes
         FROM mine`,
    [userId, last],
  );
  return row;
}

export interface PendingResultRow {
  total: number;
  tournaments: number;
  items: Array<{ tournamentId: number; pending: number }>;
}

/**
 * One statement on the partial pending indexes: the totals (of those the organizer reviews, or all for null) and the
 * asked tournaments' counts.
 */
export async function pendingResultCounts(
  manager: EntityManager,
  tournamentIds: readonly number[],
  organizerId: number | null,
): Promise<PendingResultRow> {
  const params: unknown[] = [[...tournamentIds]];
  const reviewed = organizerId === null ? '' : `AND organizer_id = $${params.push(organizerId)}`;
  const [row]: PendingResultRow[] = await manager.query(
    `WITH pending AS (SELECT tournament_id FROM match_results WHERE status = 'pending' ${reviewed})
       SELECT (SELECT count(*)::int FROM pending) AS total,
              (SELECT count(DISTINCT tournament_id)::int FROM pending) AS tournaments,
              coalesce((SELECT json_agg(json_build_object('tournamentId', tournament_id, 'pending', n) ORDER BY tournament_id)
                        FROM (SELECT tournament_id, count(*)::int AS n FROM pending
                              WHERE tournament_id = ANY($1::int[]) GROUP BY tournament_id) asked), '[]'::json) AS items`,
    params,
  );
  return row;
}
