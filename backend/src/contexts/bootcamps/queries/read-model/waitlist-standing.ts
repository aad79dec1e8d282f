/**
 * A user's place in a bootcamp's line, as a scalar subquery over two SQL expressions (the bootcamp's id and the
 * user's): how many entries are at or ahead of theirs by (joined_at, id), or null when they are not waiting. Reads
 * their entry on the (bootcamp_id, user_id) key and those ahead on bootcamp_waitlist_line_idx.
 */
export const waitlistPositionSql = (bootcampId: string, userId: string): string => `(SELECT NULLIF(count(*), 0)::int
    FROM bootcamp_waitlist me
    JOIN bootcamp_waitlist ahead ON ahead.bootcamp_id = me.bootcamp_id AND (ahead.joined_at, ahead.id) <= (me.joined_at, me.id)
   WHERE me.bootcamp_id = ${bootcampId} AND me.user_id = ${userId})`;

/** For each of these bootcamps: whether anyone waits, and the user's place in line. `$1` the user, `$2` the ids. */
export const WAITLIST_STANDINGS_SQL = `SELECT b.id,
    EXISTS (SELECT 1 FROM bootcamp_waitlist w WHERE w.bootcamp_id = b.id) AS "hasWaitlist",
    ${waitlistPositionSql('b.id', '$1')} AS "waitlistPosition"
  FROM unnest($2::int[]) AS b(id)`;

export interface WaitlistStandingRow {
  id: number;
  hasWaitlist: boolean;
  waitlistPosition: number | null;
}
