import { Query } from '@nestjs/cqrs';
import type { Page, TournamentDetail, TournamentListQuery } from '@rallypoint/shared';

/** GET /api/admin/tournaments: every tournament, newest first, by shown status and search. */
export class ListAllTournamentsQuery extends Query<Page<TournamentDetail>> {
  constructor(readonly filter: TournamentListQuery) {
    super();
  }
}
