import { Query } from '@nestjs/cqrs';
import type { AvailableTournament } from '@rallypoint/shared';

/** GET /api/tournaments: approved tournaments, upcoming first, each saying whether the caller is enrolled. */
export class ListAvailableTournamentsQuery extends Query<AvailableTournament[]> {
  constructor(readonly viewerId: number) {
    super();
  }
}
