import { Query } from '@nestjs/cqrs';
import type { ViewedTournament } from '@rallypoint/shared';
import { viewerOf, type SessionUser, type Viewer } from '../../../../platform/auth';

/**
 * GET /api/tournaments/{id}: approved ones to anyone; others to their organizer and admins; else 404. With whether a
 * newcomer finds a free place and the viewer's place in line.
 */
export class ViewTournamentQuery extends Query<ViewedTournament> {
  constructor(
    readonly tournamentId: number,
    readonly viewer: Viewer | null,
    /** The signed-in caller's account e-mail, to tell whether an entry of that address has its form filled. */
    readonly viewerEmail: string | null = null,
  ) {
    super();
  }

  /** As the signed-in user (or a visitor) asking over HTTP sees it. */
  static by(tournamentId: number, user: SessionUser | undefined): ViewTournamentQuery {
    return new ViewTournamentQuery(tournamentId, viewerOf(user), user?.email ?? null);
  }
}
