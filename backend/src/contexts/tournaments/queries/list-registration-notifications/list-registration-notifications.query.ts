import { Query } from '@nestjs/cqrs';
import type { RegistrationNotification } from '@rallypoint/shared';
import type { Viewer } from '../../domain/viewer';

/** GET /api/notifications/registrations: an organizer's own, or all for an admin; newest first. */
export class ListRegistrationNotificationsQuery extends Query<RegistrationNotification[]> {
  constructor(readonly viewer: Viewer) {
    super();
  }
}
