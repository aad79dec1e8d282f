import type { EntityManager } from 'typeorm';
import type { MatchOrder, MatchSide } from '@rallypoint/shared';
import type { Clash } from '../domain/rules/no-overlapping-matches.rule';

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

const SIDE_FILTER: Record<MatchSide, string> = {
  all: '(player_id = $1 OR opponent_id = $1)',
  received: 'opponent_id = $1',
  sent: 'player_id = $1',
};

/**
 * Still awaiting the caller's ($1) answer: they are the invitee, it is pending and its day (`today`, the parameter
 * holding the server's calendar day) has not passed, as `answerRefusal` decides. Served by events_awaiting_answer_idx.
 */
const awaitingAnswer = (today: string) => `opponent_id = $1 AND response = 'pending' AND date >= ${today}`;

/** What goes before the documented order (upcoming first in start order, then past ones most recent first, ties by id). */
const ORDER_LEAD: Record<MatchOrder, string> = {
  upcoming: '',
  unanswered_first: `(${awaitingAnswer('$5')}) DESC,`,
};

export interface MatchPageQuery {
  userId: number;
  side: MatchSide;
  order: MatchOrder;
  /** The server's calendar day and wall-clock time. */
  today: string;
  wallTime: string;
  limit: number;
  offset: number;
}

/**
 * A page of the user's match ids in the documented order, the total on that side, and how many of all their matches
 * await their answer (whatever side was asked for, like the messages' unread count).
 */
export async function matchPage(
  manager: EntityManager,
  { userId, side, order, today, wallTime, limit, offset }: MatchPageQuery,
): Promise<{ ids: number[]; total: number; awaiting: number }> {
  const where = SIDE_FILTER[side];
  const lead = ORDER_LEAD[order];
  const [idRows, [{ total }], [{ awaiting }]] = await Promise.all([
    manager.query(
      `SELECT id FROM events WHERE ${where}
          ORDER BY ${lead}
                   (ends_at <= $2) ASC,
                   CASE WHEN ends_at > $2 THEN starts_at END ASC,
                   starts_at DESC, id ASC
          LIMIT $3 OFFSET $4`,
      [userId, wallTime, limit, offset, ...(lead ? [today] : [])],
    ) as Promise<Array<{ id: number }>>,
    manager.query(`SELECT count(*)::int AS total FROM events WHERE ${where}`, [userId]) as Promise<[{ total: number }]>,
    manager.query(`SELECT count(*)::int AS awaiting FROM events WHERE ${awaitingAnswer('$2')}`, [userId, today]) as Promise<
      [{ awaiting: number }]
    >,
  ]);
  return { ids: idRows.map((row) => row.id), total, awaiting };
}
