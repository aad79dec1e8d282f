import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { RegistrationNotification as NotificationView } from '@rallypoint/shared';
import { RegistrationNotification } from '../../domain/registration-notification.entity';
import { ListRegistrationNotificationsQuery } from './list-registration-notifications.query';

@QueryHandler(ListRegistrationNotificationsQuery)
export class ListRegistrationNotificationsHandler implements IQueryHandler<ListRegistrationNotificationsQuery, NotificationView[]> {
  constructor(@InjectRepository(RegistrationNotification) private readonly notifications: Repository<RegistrationNotification>) {}

  async execute({ viewer }: ListRegistrationNotificationsQuery): Promise<NotificationView[]> {
    const rows = await this.notifications.find({
      where: viewer.role === 'admin' ? {} : { recipientId: viewer.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map((row) => ({
      id: row.id,
      playerName: row.playerName,
      playerEmail: row.playerEmail,
      tournamentCode: row.tournamentCode,
      tournamentId: row.tournamentId,
      isRead: row.isRead,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
