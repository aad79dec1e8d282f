import { Query } from '@nestjs/cqrs';
import type { RegistrationListItem } from '@rallypoint/shared';
import type { Viewer } from '../../domain/viewer';

/** GET /api/tournaments/{id}/registrations: the tournament's organizer or an admin; others 403. */
export class ViewTournamentRegistrationsQuery extends Query<RegistrationListItem[]> {
  constructor(
    readonly tournamentId: number,
    readonly viewer: Viewer,
  ) {
    super();
  }
}
