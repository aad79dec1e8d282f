import { Query } from '@nestjs/cqrs';
import type { RegistrationListItem } from '@rallypoint/shared';

/** For other contexts: the public form's entries for a tournament, oldest first; no access check. */
export class ListTournamentRegistrationsQuery extends Query<RegistrationListItem[]> {
  constructor(readonly tournamentId: number) {
    super();
  }
}
