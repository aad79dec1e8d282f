import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { NotificationRead } from '../../domain/events/notification-read.event';
import { enforce, notFound, orRefuse } from '../../../../platform/rules';
import { RegistrationNotification } from '../../domain/registration-notification.entity';
import { markReadRefusal } from '../../domain/rules/own-notification.rule';
import { NOTIFICATION_NOT_FOUND } from '../../domain/tournament.errors';
import { MarkNotificationReadCommand } from './mark-notification-read.command';

/** Only the notification's recipient marks it read; marking it again changes nothing and records nothing. */
@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand, void> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ notificationId, userId }: MarkNotificationReadCommand): Promise<void> {
    await this.uow.run(userId, async (tx) => {
      const notification = orRefuse(
        await tx.manager.findOneBy(RegistrationNotification, { id: notificationId }),
        notFound(NOTIFICATION_NOT_FOUND),
      );
      enforce(markReadRefusal(notification, userId));
      if (notification.isRead) return;
      await tx.manager.update(RegistrationNotification, { id: notificationId }, { isRead: true });
      tx.record(new NotificationRead(notificationId, { tournamentId: notification.tournamentId }));
    });
  }
}
