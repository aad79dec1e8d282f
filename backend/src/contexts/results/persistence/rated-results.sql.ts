import { IsNull, type EntityManager } from 'typeorm';
import type { Sport } from '@rallypoint/shared';
import { MatchResult } from '../domain/match-result.entity';

/**
 * The order in which the ratings count approved results: `match_results.rated_seq`, numbered under the ratings'
 * lock (docs/results-and-ratings.md). The ratings context asks for these through ListRatedResultsQuery and
 * NumberApprovedResultsCommand, so only this context names the results table.
 */

/** Approved results of the sport not numbered yet, in approval order. */
export async function unratedResultIds(manager: EntityManager, sport: Sport): Promise<number[]> {
  const rows = await manager.find(MatchResult, {
    where: { sport, status: 'approved', ratedSeq: IsNull() },
    select: { id: true },
    order: { approvedAt: 'ASC', id: 'ASC' },
  });
  return rows.map((r) => r.id);
}

/** Numbers these results' `rated_seq` in the order given: PostgreSQL evaluates nextval after the ORDER BY. */
export async function numberRatedResults(manager: EntityManager, resultIds: number[]): Promise<void> {
  await manager.query(
    `UPDATE match_results m SET rated_seq = n.seq
         FROM (SELECT id, nextval('match_results_rated_seq') AS seq FROM unnest($1::int[]) WITH ORDINALITY AS u(id, position) ORDER BY position) n
         WHERE m.id = n.id`,
    [resultIds],
  );
}

/** The sport's last rated result's number (a bigint, as text), or null when none is rated. */
export async function lastRatedSeq(manager: EntityManager, sport: Sport): Promise<string | null> {
  const [{ seq }]: Array<{ seq: string | null }> = await manager.query(
    `SELECT max(rated_seq)::text AS seq FROM match_results WHERE sport = $1 AND status = 'approved'`,
    [sport],
  );
  return seq;
}

type RatedRow = Pick<
  MatchResult,
  'id' | 'sport' | 'tournamentId' | 'submittedAt' | 'playerId' | 'opponentId' | 'winner' | 'sets'
> & {
  seq: string;
};

/** Approved and numbered results (of one sport, or those named), in the order they were rated, with their number. */
export function ratedResultsInOrder(manager: EntityManager, filter: { sport?: Sport; only?: number[] }): Promise<RatedRow[]> {
  // Approved but not rated yet: the next catch-up adds them.
  return manager.query(
    `SELECT id, sport, tournament_id AS "tournamentId", submitted_at AS "submittedAt", player_id AS "playerId",
            opponent_id AS "opponentId", winner, sets, rated_seq::text AS seq
       FROM match_results
      WHERE status = 'approved' AND rated_seq IS NOT NULL
        AND ($1::varchar IS NULL OR sport = $1) AND ($2::int[] IS NULL OR id = ANY($2::int[]))
      ORDER BY rated_seq`,
    [filter.sport ?? null, filter.only ?? null],
  );
}
