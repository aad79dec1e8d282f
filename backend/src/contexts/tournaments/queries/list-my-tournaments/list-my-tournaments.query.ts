import { Query } from '@nestjs/cqrs';
import type { MyTournamentsPage, TournamentListQuery } from '@rallypoint/shared';

/** GET /api/tournaments/my-tournaments: the organizer's own, every status, newest first. */
export class ListMyTournamentsQuery extends Query<MyTournamentsPage> {
  constructor(
    readonly organizerId: number,
    readonly filter: TournamentListQuery,
  ) {
    super();
  }
}
