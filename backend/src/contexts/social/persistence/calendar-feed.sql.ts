import type { EntityManager } from 'typeorm';

/**
 * Notes that the feed behind this token hash now serves content with this hash, from `at` on, unless it already did.
 * A renewal holding the row is skipped rather than waited for: the next poll notes it.
 */
export async function noteCalendarFeedContent(
  manager: EntityManager,
  tokenHash: string,
  contentHash: string,
  at: Date,
): Promise<void> {
  await manager.query(
    `UPDATE calendar_feeds SET content_hash = $2, content_changed_at = $3
      WHERE user_id = (SELECT user_id FROM calendar_feeds
                        WHERE token_hash = $1 AND content_hash IS DISTINCT FROM $2 FOR UPDATE SKIP LOCKED)`,
    [tokenHash, contentHash, at],
  );
}
