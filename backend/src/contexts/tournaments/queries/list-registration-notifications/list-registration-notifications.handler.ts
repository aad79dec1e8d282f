import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { RegistrationNotificationsPage } from '@rallypoint/shared';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { RegistrationNotification } from '../../domain/registration-notification.entity';
import { notificationPage } from '../../persistence/notifications.sql';
import { ListRegistrationNotificationsQuery } from './list-registration-notifications.query';

/** An organizer's own notifications, or every one for an admin (notificationPage). */
@QueryHandler(ListRegistrationNotificationsQuery)
export class ListRegistrationNotificationsHandler implements IQueryHandler<
  ListRegistrationNotificationsQuery,
  RegistrationNotificationsPage
> {
  constructor(@InjectRepository(RegistrationNotification) private readonly notifications: Repository<RegistrationNotification>) {}

  async execute({ viewer, page, tournamentId }: ListRegistrationNotificationsQuery): Promise<RegistrationNotificationsPage> {
    const { limit, offset } = pageWindow(page);
    const recipientId = viewer.role !== 'admin' ? viewer.id : null;
    const { items, total, unread, tournaments } = await notificationPage(this.notifications.manager, {
      recipientId,
      tournamentId,
      limit,
      offset,
    });
    return { ...toPage(items, total, page), unread, tournaments };
  }
}
