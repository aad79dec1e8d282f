import type { EntityManager } from 'typeorm';
import type { DirectMessageRow } from '../domain/direct-message.entity';
import type { KudosRow } from '../domain/kudos.entity';

/** Unread first, then newest first: the order the entity API cannot say, as `(read_at IS NULL)` is an expression. */
const UNREAD_FIRST = '(read_at IS NULL) DESC, created_at DESC, id DESC';

async function pageWithTotal<R>(
  manager: EntityManager,
  select: string,
  from: string,
  order: string,
  params: unknown[],
  window: { limit: number; offset: number },
): Promise<[R[], number]> {
  const n = params.length;
  const rows: R[] = await manager.query(`SELECT ${select} FROM ${from} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [
    ...params,
    window.limit,
    window.offset,
  ]);
  const [{ total }]: Array<{ total: number }> = await manager.query(`SELECT count(*)::int AS total FROM ${from}`, params);
  return [rows, total];
}

const MESSAGE_COLUMNS = `id, sender_id AS "senderId", recipient_id AS "recipientId", subject, body, read_at AS "readAt",
  created_at AS "createdAt"`;

/** A page of the user's received messages (unread first) or sent ones (newest first), and how many there are. */
export function messagePage(
  manager: EntityManager,
  userId: number,
  received: boolean,
  window: { limit: number; offset: number },
): Promise<[DirectMessageRow[], number]> {
  return received
    ? pageWithTotal(manager, MESSAGE_COLUMNS, 'direct_messages WHERE recipient_id = $1', UNREAD_FIRST, [userId], window)
    : pageWithTotal(
        manager,
        MESSAGE_COLUMNS,
        'direct_messages WHERE sender_id = $1',
        'created_at DESC, id DESC',
        [userId],
        window,
      );
}

/** A page of the kudos the user received, in kudos_inbox_idx's order (unread first, newest first), and how many. */
export function kudosPage(
  manager: EntityManager,
  userId: number,
  window: { limit: number; offset: number },
): Promise<[KudosRow[], number]> {
  const columns = `id, sender_id AS "senderId", recipient_id AS "recipientId", message, read_at AS "readAt", created_at AS "createdAt"`;
  return pageWithTotal(manager, columns, 'kudos WHERE recipient_id = $1', UNREAD_FIRST, [userId], window);
}
