import type { EntityManager } from 'typeorm';
import type { ResultStatus } from '@rallypoint/shared';
import { rowsAndTotal, type PageWindow } from '../../../platform/database/paging';

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

/**
 * A page of a tournament's results (of one status, or all) as ids in their order, and how many: disputed results
 * first, as they wait for the organizer alone, then the other pending ones, then the decided; newest first within.
 */
export async function tournamentResultIds(
  manager: EntityManager,
  tournamentId: number,
  status: ResultStatus | undefined,
  window: PageWindow,
): Promise<[number[], number]> {
  const [rows, total] = await rowsAndTotal<{ id: number }>(
    manager,
    {
      select: 'r.id',
      from: 'match_results r WHERE r.tournament_id = $1 AND ($2::text IS NULL OR r.status = $2)',
      params: [tournamentId, status ?? null],
      orderBy: `CASE WHEN r.status <> 'pending' THEN 2 WHEN r.confirmation = 'disputed' THEN 0 ELSE 1 END ASC, r.submitted_at DESC, r.id DESC`,
    },
    window,
  );
  return [rows.map((row) => row.id), total];
}

/** The fixture matches the tournament's pending results name: a new result does not name them again by default. */
export async function pendingMatchKeys(manager: EntityManager, tournamentId: number): Promise<Set<string>> {
  const rows: Array<{ key: string }> = await manager.query(
    `SELECT DISTINCT fixture_match_key AS key FROM match_results
      WHERE tournament_id = $1 AND status = 'pending' AND fixture_match_key IS NOT NULL`,
    [tournamentId],
  );
  return new Set(rows.map((row) => row.key));
}
