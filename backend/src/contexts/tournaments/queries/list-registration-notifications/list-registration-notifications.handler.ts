import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { RegistrationNotification as NotificationView, RegistrationNotificationsPage } from '@rallypoint/shared';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { RegistrationNotification } from '../../domain/registration-notification.entity';
import { ListRegistrationNotificationsQuery } from './list-registration-notifications.query';

/**
 * Unread first, then newest, on (recipient_id, is_read, created_at DESC, id DESC) for an organizer and
 * (is_read, created_at DESC, id DESC) for an admin; the page, the total and the unread count are three index reads.
 */
@QueryHandler(ListRegistrationNotificationsQuery)
export class ListRegistrationNotificationsHandler implements IQueryHandler<ListRegistrationNotificationsQuery, RegistrationNotificationsPage> {
  constructor(@InjectRepository(RegistrationNotification) private readonly notifications: Repository<RegistrationNotification>) {}

  async execute({ viewer, page }: ListRegistrationNotificationsQuery): Promise<RegistrationNotificationsPage> {
    const { limit, offset } = pageWindow(page);
    const mine = viewer.role !== 'admin';
    const where = mine ? 'WHERE n.recipient_id = $1' : '';
    const params = mine ? [viewer.id] : [];
    const [items, [counts]] = await Promise.all([
      this.notifications.query(
        `SELECT n.id, n.player_name AS "playerName", n.player_email AS "playerEmail", n.tournament_code AS "tournamentCode",
           n.tournament_id AS "tournamentId", n.is_read AS "isRead",
           to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
         FROM registration_notifications n ${where}
         ORDER BY n.is_read, n.created_at DESC, n.id DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      ) as Promise<NotificationView[]>,
      this.notifications.query(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT n.is_read)::int AS unread FROM registration_notifications n ${where}`,
        params,
      ) as Promise<Array<{ total: number; unread: number }>>,
    ]);
    return { ...toPage(items, counts.total, page), unread: counts.unread };
  }
}
