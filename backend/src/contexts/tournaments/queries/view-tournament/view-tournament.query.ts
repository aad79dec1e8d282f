import { Query } from '@nestjs/cqrs';
import type { TournamentDetail } from '@rallypoint/shared';
import type { Viewer } from '../../../../platform/auth';

/** GET /api/tournaments/{id}: approved ones to anyone; others to their organizer and admins; else 404. */
export class ViewTournamentQuery extends Query<TournamentDetail> {
  constructor(
    readonly tournamentId: number,
    readonly viewer: Viewer | null,
  ) {
    super();
  }
}
