import { Query } from '@nestjs/cqrs';
import type { TournamentParticipant } from '@rallypoint/shared';

/** For other contexts: enrolled players with their profile data, in enrolment order; no access check. */
export class ListTournamentParticipantsQuery extends Query<TournamentParticipant[]> {
  constructor(readonly tournamentId: number) {
    super();
  }
}
