import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { RegistrationNotificationsPage } from '@rallypoint/shared';
import { readPage } from '../../../../platform/database/paging';
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
    const recipientId = viewer.role !== 'admin' ? viewer.id : null;
    // The page's statements also count the unread ones and list the tournaments to filter by.
    let counts: Pick<RegistrationNotificationsPage, 'unread' | 'tournaments'> = { unread: 0, tournaments: [] };
    const list = await readPage(page, async ({ limit, offset }) => {
      const { items, total, unread, tournaments } = await notificationPage(this.notifications.manager, {
        recipientId,
        tournamentId,
        limit,
        offset,
      });
      counts = { unread, tournaments };
      return [items, total];
    });
    return { ...list, ...counts };
  }
}
