import type { EntityManager } from 'typeorm';
import { rowsAndTotal, type PageWindow } from '../../../platform/database/paging';
import type { DirectMessageRow } from '../domain/direct-message.entity';
import type { KudosRow } from '../domain/kudos.entity';

/** Unread first, then newest first: the order the entity API cannot say, as `(read_at IS NULL)` is an expression. */
const UNREAD_FIRST = '(read_at IS NULL) DESC, created_at DESC, id DESC';

const MESSAGE_COLUMNS = `id, sender_id AS "senderId", recipient_id AS "recipientId", subject, body, read_at AS "readAt",
  created_at AS "createdAt"`;

/** A page of the user's received messages (unread first) or sent ones (newest first), and how many there are. */
export function messagePage(
  manager: EntityManager,
  userId: number,
  received: boolean,
  window: PageWindow,
): Promise<[DirectMessageRow[], number]> {
  const statement = received
    ? { from: 'direct_messages WHERE recipient_id = $1', orderBy: UNREAD_FIRST }
    : { from: 'direct_messages WHERE sender_id = $1', orderBy: 'created_at DESC, id DESC' };
  return rowsAndTotal(manager, { select: MESSAGE_COLUMNS, params: [userId], ...statement }, window);
}

/** A page of the kudos the user received, in kudos_inbox_idx's order (unread first, newest first), and how many. */
export function kudosPage(manager: EntityManager, userId: number, window: PageWindow): Promise<[KudosRow[], number]> {
  const select = `id, sender_id AS "senderId", recipient_id AS "recipientId", message, read_at AS "readAt", created_at AS "createdAt"`;
  return rowsAndTotal(
    manager,
    { select, from: 'kudos WHERE recipient_id = $1', params: [userId], orderBy: UNREAD_FIRST },
    window,
  );
}
