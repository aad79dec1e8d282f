import type { WaitlistStanding } from '@rallypoint/shared';

/**
 * A player's place in a tournament's line, as a scalar subquery over two SQL expressions (the tournament's id and the
 * user's): how many entries are at or ahead of theirs by (joined_at, id), or null when they are not waiting. Reads
 * their entry on the (tournament_id, user_id) key and those ahead on tournament_waitlist_line_idx.
 */
export const waitlistPositionSql = (tournamentId: string, userId: string): string => `(SELECT NULLIF(count(*), 0)::int
    FROM tournament_waitlist me
    JOIN tournament_waitlist ahead ON ahead.tournament_id = me.tournament_id AND (ahead.joined_at, ahead.id) <= (me.joined_at, me.id)
   WHERE me.tournament_id = ${tournamentId} AND me.user_id = ${userId})`;

/** Whether anyone waits for a place in the tournament (an SQL expression for its id). */
export const hasWaitlistSql = (tournamentId: string): string =>
  `EXISTS (SELECT 1 FROM tournament_waitlist w WHERE w.tournament_id = ${tournamentId})`;

export interface StandingColumns {
  participantCount: number;
  maxParticipants: number;
  hasWaitlist: boolean;
  waitlistPosition: number | null;
}

/** No place is free for a newcomer when all are taken or someone already waits (nobody jumps the line). */
export const toWaitlistStanding = (row: StandingColumns): WaitlistStanding => ({
  isFull: row.participantCount >= row.maxParticipants || row.hasWaitlist,
  waitlistPosition: row.waitlistPosition,
});
