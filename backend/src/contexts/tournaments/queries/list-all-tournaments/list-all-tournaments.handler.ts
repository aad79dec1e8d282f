import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Page, TournamentDetail } from '@rallypoint/shared';
import { Clock } from '../../../../platform/clock';
import { readPage } from '../../../../platform/database/paging';
import { newestFirstSql, tournamentListWhere } from '../../persistence/tournament-lists.sql';
import { toTournamentDetail } from '../read-model/tournament-view';
import { TournamentViews } from '../read-model/tournament-views';
import { ListAllTournamentsQuery } from './list-all-tournaments.query';

/** Newest first on the (created_at, id) / (status, created_at, id) indexes; three queries a page. */
@QueryHandler(ListAllTournamentsQuery)
export class ListAllTournamentsHandler implements IQueryHandler<ListAllTournamentsQuery, Page<TournamentDetail>> {
  constructor(
    private readonly views: TournamentViews,
    private readonly clock: Clock,
  ) {}

  async execute({ filter }: ListAllTournamentsQuery): Promise<Page<TournamentDetail>> {
    const where = tournamentListWhere(filter, this.clock.today());
    return readPage(
      filter,
      ({ limit, offset }) =>
        Promise.all([
          this.views.rows(newestFirstSql(where.rows), [...where.rows.params, limit, offset]),
          this.views.count(where.count.sql, where.count.params),
        ]),
      async (rows) => (await this.views.withOrganizerNames(rows)).map(toTournamentDetail),
    );
  }
}
