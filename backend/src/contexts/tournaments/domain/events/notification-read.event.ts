import { DomainEvent } from '../../../../platform/events';

/** An organizer marked a registration notification as read. */
export class NotificationRead extends DomainEvent<{ tournamentId: number }> {
  constructor(notificationId: number, payload: { tournamentId: number }) {
    super('registration_notification', notificationId, payload);
  }
}
