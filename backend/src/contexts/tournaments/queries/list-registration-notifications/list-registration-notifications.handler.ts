import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type {
  NotificationTournament,
  RegistrationNotification as NotificationView,
  RegistrationNotificationsPage,
} from '@rallypoint/shared';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { RegistrationNotification } from '../../domain/registration-notification.entity';
import { SqlParams, whereSql } from '../read-model/tournament-rows';
import { ListRegistrationNotificationsQuery } from './list-registration-notifications.query';

/**
 * Unread first, then newest, on (recipient_id, is_read, created_at DESC, id DESC) for an organizer and
 * (is_read, created_at DESC, id DESC) for an admin; the page, the total with the unread count, and the tournaments
 * the notifications are about (the filter's options, over all of the viewer's notifications) are three reads.
 */
@QueryHandler(ListRegistrationNotificationsQuery)
export class ListRegistrationNotificationsHandler implements IQueryHandler<
  ListRegistrationNotificationsQuery,
  RegistrationNotificationsPage
> {
  constructor(@InjectRepository(RegistrationNotification) private readonly notifications: Repository<RegistrationNotification>) {}

  async execute({ viewer, page, tournamentId }: ListRegistrationNotificationsQuery): Promise<RegistrationNotificationsPage> {
    const { limit, offset } = pageWindow(page);
    const mine = viewer.role !== 'admin';
    const viewerConditions = (params: SqlParams) => (mine ? [`n.recipient_id = ${params.param(viewer.id)}`] : []);
    const listParams = new SqlParams();
    const listConditions = viewerConditions(listParams);
    if (tournamentId !== undefined) listConditions.push(`n.tournament_id = ${listParams.param(tournamentId)}`);
    const list = whereSql(listConditions);
    const allParams = new SqlParams();
    const all = whereSql(viewerConditions(allParams));
    const [items, [counts], tournaments] = await Promise.all([
      this.notifications.query(
        `SELECT n.id, n.player_name AS "playerName", n.player_email AS "playerEmail", n.tournament_code AS "tournamentCode",
           n.tournament_id AS "tournamentId", n.is_read AS "isRead",
           to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
         FROM registration_notifications n ${list}
         ORDER BY n.is_read, n.created_at DESC, n.id DESC LIMIT ${limit} OFFSET ${offset}`,
        listParams.values,
      ) as Promise<NotificationView[]>,
      this.notifications.query(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT n.is_read)::int AS unread FROM registration_notifications n ${list}`,
        listParams.values,
      ) as Promise<Array<{ total: number; unread: number }>>,
      this.notifications.query(
        `SELECT n.tournament_id AS "tournamentId", max(n.tournament_code) AS "tournamentCode",
           count(*) FILTER (WHERE NOT n.is_read)::int AS unread
         FROM registration_notifications n ${all}
         GROUP BY n.tournament_id ORDER BY max(n.created_at) DESC, n.tournament_id DESC LIMIT ${MAX_FILTER_TOURNAMENTS}`,
        allParams.values,
      ) as Promise<NotificationTournament[]>,
    ]);
    return { ...toPage(items, counts.total, page), unread: counts.unread, tournaments };
  }
}

/** The filter offers at most this many tournaments, those with the latest notifications. */
const MAX_FILTER_TOURNAMENTS = 200;
