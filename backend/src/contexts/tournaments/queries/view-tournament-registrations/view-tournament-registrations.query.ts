import { Query } from '@nestjs/cqrs';
import type { Page, PageQuery, RegistrationListItem } from '@rallypoint/shared';
import type { Viewer } from '../../../../platform/auth';

/** GET /api/tournaments/{id}/registrations: the tournament's organizer or an admin; others 403. Oldest first. */
export class ViewTournamentRegistrationsQuery extends Query<Page<RegistrationListItem>> {
  constructor(
    readonly tournamentId: number,
    readonly viewer: Viewer,
    readonly page: PageQuery,
  ) {
    super();
  }
}
