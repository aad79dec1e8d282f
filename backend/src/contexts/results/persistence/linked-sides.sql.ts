import type { EntityManager } from 'typeorm';
import type { MatchResult } from '../domain/match-result.entity';

export type LinkedApprovedResult = Pick<MatchResult, 'id' | 'sport' | 'tournamentId' | 'submittedAt' | 'winner' | 'sets'> & {
  playerId: number | null;
  opponentId: number | null;
};

/**
 * Names the account on every side the entry plays in its results, pending or decided (an entry is linked once, so
 * a side already naming it is left alone). Answers the approved results it changed, as they now stand.
 */
export function nameAccountOnEntrySides(
  manager: EntityManager,
  entryId: number,
  userId: number,
): Promise<LinkedApprovedResult[]> {
  return manager.query(
    `WITH linked AS (
       UPDATE match_results
          SET player_id = CASE WHEN player_entry_id = $1 THEN $2 ELSE player_id END,
              opponent_id = CASE WHEN opponent_entry_id = $1 THEN $2 ELSE opponent_id END
        WHERE (player_entry_id = $1 AND player_id IS DISTINCT FROM $2)
           OR (opponent_entry_id = $1 AND opponent_id IS DISTINCT FROM $2)
       RETURNING id, sport, tournament_id, submitted_at, player_id, opponent_id, winner, sets, status)
     SELECT id, sport, tournament_id AS "tournamentId", submitted_at AS "submittedAt", player_id AS "playerId",
            opponent_id AS "opponentId", winner, sets
       FROM linked WHERE status = 'approved' ORDER BY id`,
    [entryId, userId],
  );
}
