import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { NotificationRead } from '../../domain/events/notification-read.event';
import { RegistrationNotification } from '../../domain/registration-notification.entity';
import { MarkNotificationsReadCommand } from './mark-notifications-read.command';

/**
 * Marks the user's own unread notifications read in one statement (only a recipient marks read, as with one), each
 * recorded as read like a single one. Two at once cannot both mark one: the second UPDATE waits for the first's row
 * locks and then finds it read.
 */
@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsReadCommand, number> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ userId, tournamentId }: MarkNotificationsReadCommand): Promise<number> {
    return this.uow.run(userId, async (tx) => {
      const update = tx.manager
        .createQueryBuilder()
        .update(RegistrationNotification)
        .set({ isRead: true })
        .where('recipient_id = :userId AND NOT is_read', { userId })
        .returning('id, tournament_id');
      if (tournamentId !== undefined) update.andWhere('tournament_id = :tournamentId', { tournamentId });
      const marked = await update.execute();
      const rows = marked.raw as Array<{ id: number; tournament_id: number }>;
      for (const row of rows) tx.record(new NotificationRead(row.id, { tournamentId: row.tournament_id }));
      return rows.length;
    });
  }
}
