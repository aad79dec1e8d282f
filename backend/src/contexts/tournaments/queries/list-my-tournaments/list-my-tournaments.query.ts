import { Query } from '@nestjs/cqrs';
import type { TournamentSummary } from '@rallypoint/shared';

/** GET /api/tournaments/my-tournaments: the organizer's own, every status, newest first. */
export class ListMyTournamentsQuery extends Query<TournamentSummary[]> {
  constructor(readonly organizerId: number) {
    super();
  }
}
