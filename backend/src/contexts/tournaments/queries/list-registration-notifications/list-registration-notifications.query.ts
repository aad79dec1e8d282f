import { Query } from '@nestjs/cqrs';
import type { PageQuery, RegistrationNotificationsPage } from '@rallypoint/shared';
import type { Viewer } from '../../../../platform/auth';

/**
 * GET /api/notifications/registrations: an organizer's own, or all for an admin, of one tournament when given;
 * unread first, then newest.
 */
export class ListRegistrationNotificationsQuery extends Query<RegistrationNotificationsPage> {
  constructor(
    readonly viewer: Viewer,
    readonly page: PageQuery,
    readonly tournamentId?: number,
  ) {
    super();
  }
}
