import type { EntityManager } from 'typeorm';

/** A fan-out as its expansion reads it, locked for one chunk's transaction. */
export interface PendingFanout {
  kind: string;
  payload: unknown;
  /** The key of the last recipient already enqueued; null before the first chunk. */
  afterKey: string | null;
}

/** One pending row in the command's transaction; its id returned. */
export async function insertFanout(manager: EntityManager, kind: string, payload: unknown): Promise<number> {
  const [row]: Array<{ id: number }> = await manager.query(
    `INSERT INTO mail_fanouts (kind, payload) VALUES ($1, $2::jsonb) RETURNING id`,
    [kind, JSON.stringify(payload)],
  );
  return row.id;
}

/** Handed to the queue at `queuedAt`, unless finished meanwhile. */
export async function markFanoutsQueued(manager: EntityManager, ids: number[], queuedAt: Date): Promise<void> {
  await manager.query(`UPDATE mail_fanouts SET queued_at = $2 WHERE id = ANY($1::int[]) AND status = 'pending'`, [ids, queuedAt]);
}

/** Pending fan-outs never queued or queued before `before` (lost on the way, or their job gave up). */
export async function dueFanouts(manager: EntityManager, before: Date, limit: number): Promise<number[]> {
  const rows: Array<{ id: number }> = await manager.query(
    `SELECT id FROM mail_fanouts WHERE status = 'pending' AND (queued_at IS NULL OR queued_at < $1) ORDER BY id LIMIT $2`,
    [before, limit],
  );
  return rows.map((row) => row.id);
}

/**
 * The pending fan-out, locked until the chunk's transaction ends; none when it is finished. It waits for a lock held
 * by another worker's chunk (then reads the cursor that chunk moved) or by the relay's queued mark, both short: a
 * skipped row would leave the fan-out pending until the sweep.
 */
export async function lockPendingFanout(manager: EntityManager, id: number): Promise<PendingFanout | undefined> {
  const [row]: PendingFanout[] = await manager.query(
    `SELECT kind, payload, after_key AS "afterKey" FROM mail_fanouts
      WHERE id = $1 AND status = 'pending' FOR UPDATE`,
    [id],
  );
  return row;
}

/** A chunk enqueued: the cursor moves past its last recipient in the chunk's own transaction; `done` ends it. */
export async function advanceFanout(
  manager: EntityManager,
  id: number,
  chunk: { afterKey: string | null; mails: number; done: boolean },
): Promise<void> {
  await manager.query(
    `UPDATE mail_fanouts SET after_key = $2, mails = mails + $3,
        status = CASE WHEN $4 THEN 'done' ELSE status END, finished_at = CASE WHEN $4 THEN now() ELSE NULL END
      WHERE id = $1`,
    [id, chunk.afterKey, chunk.mails, chunk.done],
  );
}

/** A chunk failed: counted, and failed for good (kept with its error for an operator) after `maxAttempts`. */
export async function recordFanoutFailure(
  manager: EntityManager,
  id: number,
  error: string,
  maxAttempts: number,
): Promise<boolean> {
  const [row]: Array<{ failed: boolean }> = await manager.query(
    `UPDATE mail_fanouts SET attempts = attempts + 1, last_error = $2,
        status = CASE WHEN attempts + 1 >= $3 THEN 'failed' ELSE status END
      WHERE id = $1 AND status = 'pending' RETURNING status = 'failed' AS failed`,
    [id, error, maxAttempts],
  );
  return row?.failed ?? false;
}
