import { Query } from '@nestjs/cqrs';
import type { TournamentParticipant } from '@rallypoint/shared';
import type { Viewer } from '../../../../platform/auth';

/** GET /api/tournaments/{id}/participants: anyone signed in who may see the tournament; contacts for its organizer and admins. */
export class ViewTournamentParticipantsQuery extends Query<TournamentParticipant[]> {
  constructor(
    readonly tournamentId: number,
    readonly viewer: Viewer,
  ) {
    super();
  }
}
