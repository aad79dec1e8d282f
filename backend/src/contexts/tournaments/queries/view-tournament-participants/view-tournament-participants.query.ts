import { Query } from '@nestjs/cqrs';
import type { Page, TournamentParticipant, TournamentParticipantsQuery } from '@rallypoint/shared';
import type { Viewer } from '../../../../platform/auth';

/**
 * GET /api/tournaments/{tournamentId}/participants: anyone signed in who may see the tournament; contacts for its
 * organizer and admins. A page in sign-up order, searched over the shown name and the username.
 */
export class ViewTournamentParticipantsQuery extends Query<Page<TournamentParticipant>> {
  constructor(
    readonly tournamentId: number,
    readonly viewer: Viewer,
    readonly query: TournamentParticipantsQuery,
  ) {
    super();
  }
}
