import { forbidden, type Refusal } from '../../../../platform/rules';
import type { RegistrationNotification } from '../registration-notification.entity';
import { NOT_YOUR_NOTIFICATION } from '../tournament.errors';

/** Only its recipient marks a notification read (admins see all of them but mark none of them). */
export function markReadRefusal(notification: Pick<RegistrationNotification, 'recipientId'>, userId: number): Refusal | null {
  return notification.recipientId === userId ? null : forbidden(NOT_YOUR_NOTIFICATION);
}
