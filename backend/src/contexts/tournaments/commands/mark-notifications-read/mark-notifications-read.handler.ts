import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { NotificationRead } from '../../domain/events/notification-read.event';
import { markNotificationsRead } from '../../persistence/notifications.sql';
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
      const rows = await markNotificationsRead(tx.manager, userId, tournamentId);
      for (const row of rows) tx.record(new NotificationRead(row.id, { tournamentId: row.tournamentId }));
      return rows.length;
    });
  }
}
