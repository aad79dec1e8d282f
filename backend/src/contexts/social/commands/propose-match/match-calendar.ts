import type { EntityManager } from 'typeorm';
import type { Clash } from '../../domain/rules/no-overlapping-matches.rule';

/** Advisory-lock namespace for "one player's match calendar" (any constant unique to this use). */
const MATCH_CALENDAR_LOCK = 7311;

/**
 * Serializes every booking that touches these players until the transaction ends: two parallel proposals
 * for the same player queue here, so the second one's overlap check sees the first one's row. Locks are
 * taken in id order so two proposals between the same pair never deadlock.
 */
export async function lockCalendars(manager: EntityManager, playerIds: number[]): Promise<void> {
  for (const id of [...new Set(playerIds)].sort((a, b) => a - b)) {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [MATCH_CALENDAR_LOCK, id]);
  }
}

/** The earliest scheduled, not declined match of either player overlapping [start, start + duration). */
export async function findClash(
  manager: EntityManager,
  playerIds: number[],
  slot: { date: string; time: string; duration: number },
): Promise<Clash | null> {
  const rows: Array<{ player_id: number; opponent_id: number; date: string; time: string; duration: number }> =
    await manager.query(
      `SELECT player_id, opponent_id, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, duration
         FROM events
        WHERE status = 'scheduled' AND response <> 'declined'
          AND (player_id = ANY($1) OR opponent_id = ANY($1))
          AND starts_at < ($2::date + $3::time + $4 * interval '1 minute')
          AND ends_at > ($2::date + $3::time)
        ORDER BY starts_at, id
        LIMIT 1`,
      [playerIds, slot.date, slot.time, slot.duration],
    );
  const [row] = rows;
  return row
    ? { playerId: row.player_id, opponentId: row.opponent_id, date: row.date, time: row.time, duration: row.duration }
    : null;
}
