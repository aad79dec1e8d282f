import { Query } from '@nestjs/cqrs';
import type { Page, PageQuery, TournamentAnnouncement } from '@rallypoint/shared';
import type { Viewer } from '../../../../platform/auth';

/** A tournament's announcements, newest first; public for an approved tournament, like its page. */
export class ListTournamentAnnouncementsQuery extends Query<Page<TournamentAnnouncement>> {
  constructor(
    readonly tournamentId: number,
    readonly viewer: Viewer | null,
    readonly page: PageQuery,
  ) {
    super();
  }
}
