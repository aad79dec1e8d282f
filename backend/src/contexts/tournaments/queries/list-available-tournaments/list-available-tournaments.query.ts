import { Query } from '@nestjs/cqrs';
import type { AvailableTournament, AvailableTournamentsQuery, Page } from '@rallypoint/shared';

/** GET /api/tournaments: approved tournaments, upcoming first, each saying whether the caller is enrolled or waiting. */
export class ListAvailableTournamentsQuery extends Query<Page<AvailableTournament>> {
  constructor(
    readonly viewerId: number,
    readonly filter: AvailableTournamentsQuery,
  ) {
    super();
  }
}
