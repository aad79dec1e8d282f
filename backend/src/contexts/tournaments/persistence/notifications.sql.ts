import type { EntityManager } from 'typeorm';
import type { NotificationTournament, RegistrationNotification as NotificationView } from '@rallypoint/shared';
import { statementRows } from '../../../platform/database/statement-rows';
import { isoTime, SqlParams, whereSql } from './tournament-columns.sql';

/** The organizer's notification of one public registration (registration-notification.entity.ts). */
export interface OrganizerNotification {
  tournamentId: number;
  /** The entry the form made or completed. */
  entryId: number;
  organizerId: number;
  tournamentCode: string;
  playerName: string;
  playerEmail: string;
}

/**
 * One registration_notifications row per public registration. Plain SQL, not the entity: it is written on the
 * registration's hot path (416 → ~600 registrations/s as plain SQL, tools/bench/scale.mjs, commit c8b97de).
 */
export async function insertOrganizerNotification(manager: EntityManager, row: OrganizerNotification): Promise<void> {
  await statementRows(
    manager,
    `INSERT INTO registration_notifications
  (tournament_id, entry_id, recipient_id, recipient_type, tournament_code, player_name, player_email)
  VALUES ($1, $2, $3, 'organizer', $4, $5, $6)`,
    [row.tournamentId, row.entryId, row.organizerId, row.tournamentCode, row.playerName, row.playerEmail],
  );
}

export interface NotificationPageFilter {
  /** Null for an admin, who sees every notification. */
  recipientId: number | null;
  tournamentId?: number;
  limit: number;
  offset: number;
}

/**
 * Unread first, then newest, on (recipient_id, is_read, created_at DESC, id DESC) for an organizer and
 * (is_read, created_at DESC, id DESC) for an admin; the page, the total with the unread count, and the tournaments
 * the notifications are about (the filter's options, over all of the viewer's notifications) are three reads.
 */
export async function notificationPage(
  manager: EntityManager,
  { recipientId, tournamentId, limit, offset }: NotificationPageFilter,
): Promise<{ items: NotificationView[]; total: number; unread: number; tournaments: NotificationTournament[] }> {
  const viewerConditions = (params: SqlParams) => (recipientId !== null ? [`n.recipient_id = ${params.param(recipientId)}`] : []);
  const listParams = new SqlParams();
  const listConditions = viewerConditions(listParams);
  if (tournamentId !== undefined) listConditions.push(`n.tournament_id = ${listParams.param(tournamentId)}`);
  const list = whereSql(listConditions);
  const allParams = new SqlParams();
  const all = whereSql(viewerConditions(allParams));
  const [items, [counts], tournaments] = await Promise.all([
    manager.query(
      `SELECT n.id, n.player_name AS "playerName", n.player_email AS "playerEmail", n.tournament_code AS "tournamentCode",
           n.tournament_id AS "tournamentId", n.is_read AS "isRead",
           ${isoTime('n.created_at')} AS "createdAt"
         FROM registration_notifications n ${list}
         ORDER BY n.is_read, n.created_at DESC, n.id DESC LIMIT ${limit} OFFSET ${offset}`,
      listParams.values,
    ) as Promise<NotificationView[]>,
    manager.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT n.is_read)::int AS unread FROM registration_notifications n ${list}`,
      listParams.values,
    ) as Promise<Array<{ total: number; unread: number }>>,
    manager.query(
      `SELECT n.tournament_id AS "tournamentId", max(n.tournament_code) AS "tournamentCode",
           count(*) FILTER (WHERE NOT n.is_read)::int AS unread
         FROM registration_notifications n ${all}
         GROUP BY n.tournament_id ORDER BY max(n.created_at) DESC, n.tournament_id DESC LIMIT ${MAX_FILTER_TOURNAMENTS}`,
      allParams.values,
    ) as Promise<NotificationTournament[]>,
  ]);
  return { items, total: counts.total, unread: counts.unread, tournaments };
}

/** The filter offers at most this many tournaments, those with the latest notifications. */
const MAX_FILTER_TOURNAMENTS = 200;

/** Marks the user's unread notifications (of one tournament, or all) read in one statement; those it marked. */
export async function markNotificationsRead(
  manager: EntityManager,
  userId: number,
  tournamentId: number | undefined,
): Promise<Array<{ id: number; tournamentId: number }>> {
  // TypeORM answers an UPDATE with [rows, affected count].
  const [rows]: [Array<{ id: number; tournamentId: number }>, number] = await manager.query(
    `UPDATE registration_notifications SET is_read = true
      WHERE recipient_id = $1 AND NOT is_read AND ($2::int IS NULL OR tournament_id = $2)
      RETURNING id, tournament_id AS "tournamentId"`,
    [userId, tournamentId ?? null],
  );
  return rows;
}
