import type { EntityManager } from 'typeorm';

/** A waiting line's table and the column naming its event (tournament_waitlist, tournament_id). */
export interface LineTable {
  lineTable: string;
  eventColumn: string;
}

/**
 * A user's place in the line, as a scalar subquery over two SQL expressions (the event's id and the user's): how
 * many entries are at or ahead of theirs by (joined_at, id), or null when they are not waiting. Reads their entry
 * on the (event, user_id) key and those ahead on the line's (event, joined_at, id) index.
 */
export function positionSql({ lineTable: table, eventColumn: event }: LineTable, eventId: string, userId: string): string {
  return `(SELECT NULLIF(count(*), 0)::int
    FROM ${table} me
    JOIN ${table} ahead ON ahead.${event} = me.${event} AND (ahead.joined_at, ahead.id) <= (me.joined_at, me.id)
   WHERE me.${event} = ${eventId} AND me.user_id = ${userId})`;
}

/** The place in line of one of its rows, by the row's id; null when it is no longer in the line. */
export async function positionOfRow(
  manager: EntityManager,
  { lineTable: table, eventColumn: event }: LineTable,
  rowId: number,
): Promise<number | null> {
  const [row]: Array<{ position: number | null }> = await manager.query(
    `SELECT NULLIF(count(*), 0)::int AS position
       FROM ${table} me
       JOIN ${table} ahead ON ahead.${event} = me.${event} AND (ahead.joined_at, ahead.id) <= (me.joined_at, me.id)
      WHERE me.id = $1`,
    [rowId],
  );
  return row.position;
}

/** Whether anyone waits for a place (an SQL expression for the event's id). */
export function hasWaitlistSql({ lineTable, eventColumn }: LineTable, eventId: string): string {
  return `EXISTS (SELECT 1 FROM ${lineTable} w WHERE w.${eventColumn} = ${eventId})`;
}

/** The user's place in line, read inside the caller's transaction. */
export async function positionOf(
  manager: EntityManager,
  line: LineTable,
  eventId: number,
  userId: number,
): Promise<number | null> {
  const [row]: Array<{ position: number | null }> = await manager.query(`SELECT ${positionSql(line, '$1', '$2')} AS position`, [
    eventId,
    userId,
  ]);
  return row.position;
}
