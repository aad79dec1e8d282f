import type { EntityManager } from 'typeorm';

export interface PublishedPlaceRow {
  tournament_id: number;
  match_key: string;
  court: string;
  starts_at: Date;
  ends_at: Date;
  sequence: number;
  time_zone: string;
  total: string;
}

/**
 * One statement: the published places, in published orders of play, of these matches (by tournament and key) ending
 * from `from` on, in order of start, each row with the total (a window count).
 */
export function publishedPlacesOfMatches(
  manager: EntityManager,
  query: { tournamentIds: number[]; matchKeys: string[]; from: Date; limit: number; offset: number },
): Promise<PublishedPlaceRow[]> {
  return manager.query(
    `SELECT e.tournament_id, e.match_key, e.published_court AS court, e.published_start AS starts_at,
            e.published_end AS ends_at, e.sequence, s.time_zone, count(*) OVER () AS total
       FROM unnest($1::int[], $2::text[]) AS k(tournament_id, match_key)
       JOIN schedule_entries e ON e.tournament_id = k.tournament_id AND e.match_key = k.match_key
       JOIN schedule_settings s ON s.tournament_id = e.tournament_id AND s.published_at IS NOT NULL
      WHERE e.published_start IS NOT NULL AND e.published_end >= $3
      ORDER BY e.published_start, e.tournament_id, e.match_key
      LIMIT $4 OFFSET $5`,
    [query.tournamentIds, query.matchKeys, query.from, query.limit, query.offset],
  );
}
