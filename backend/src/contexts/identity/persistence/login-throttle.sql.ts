import type { EntityManager } from 'typeorm';

/** A counter as taking a place in it left it, with the database's clock. */
export interface ThrottleRow {
  key: string;
  failures: number;
  window_started_at: Date;
  last_success_at: Date | null;
  now: Date;
}

/**
 * Takes a place in each counter in ONE statement (row-locking upserts, in key order): a counter whose window has ended
 * starts a new one. Window starts are stored to the millisecond, so the Date read back matches exactly.
 */
export function takeThrottlePlaces(manager: EntityManager, keys: string[], windowSeconds: number[]): Promise<ThrottleRow[]> {
  return manager.query(
    `INSERT INTO login_throttle AS t (key, failures, window_started_at, window_seconds)
         SELECT key, 1, date_trunc('milliseconds', now()), seconds FROM unnest($1::varchar[], $2::int[]) AS input (key, seconds)
         ORDER BY key
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN t.window_started_at + make_interval(secs => excluded.window_seconds) <= now() THEN 1 ELSE t.failures + 1 END,
           window_started_at = CASE WHEN t.window_started_at + make_interval(secs => excluded.window_seconds) <= now()
             THEN excluded.window_started_at ELSE t.window_started_at END,
           window_seconds = excluded.window_seconds
         RETURNING key, failures, window_started_at, last_success_at, now() AS now`,
    [keys, windowSeconds],
  );
}

/**
 * Gives places back, in the windows they were taken in (a window that restarted since is left alone). Rows are locked
 * in key order, as takeThrottlePlaces takes them, so concurrent attempts never deadlock.
 */
export async function releaseThrottlePlaces(
  manager: EntityManager,
  held: Array<{ key: string; windowStartedAt: Date }>,
): Promise<void> {
  await manager.query(
    `UPDATE login_throttle AS t SET failures = greatest(t.failures - 1, 0)
       FROM unnest($1::varchar[], $2::timestamptz[]) AS held (key, window_started_at)
       WHERE t.key = held.key AND t.window_started_at = held.window_started_at
         AND t.key IN (SELECT key FROM login_throttle WHERE key = ANY($1::varchar[]) ORDER BY key FOR UPDATE)`,
    [held.map((h) => h.key), held.map((h) => h.windowStartedAt)],
  );
}

/** This pair signed in now: an address its owner uses. */
export async function markThrottleSuccess(manager: EntityManager, key: string): Promise<void> {
  await manager.query(`UPDATE login_throttle SET last_success_at = now() WHERE key = $1`, [key]);
}

/** Counters long past their window, of pairs not signed in from within `knownPairDays`. */
export async function pruneThrottle(manager: EntityManager, knownPairDays: number): Promise<void> {
  await manager.query(
    `DELETE FROM login_throttle WHERE key IN (
         SELECT key FROM login_throttle
          WHERE window_started_at < now() - interval '1 day' AND (last_success_at IS NULL OR last_success_at < now() - make_interval(days => $1))
          ORDER BY key FOR UPDATE SKIP LOCKED)`,
    [knownPairDays],
  );
}
