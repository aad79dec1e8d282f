import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MyTournamentsPage, TournamentSummary } from '@rallypoint/shared';
import { Clock } from '../../../../platform/clock';
import { readPage } from '../../../../platform/database/paging';
import type { TournamentRow } from '../../persistence/tournament-columns.sql';
import { newestFirstSql, tournamentListWhere } from '../../persistence/tournament-lists.sql';
import { tournamentStageCounts } from '../../persistence/tournaments.sql';
import { TournamentViews } from '../read-model/tournament-views';
import { ListMyTournamentsQuery } from './list-my-tournaments.query';

/** On the (organizer_id, created_at, id) index: the page, its total and the stage counts over all of the organizer's. */
@QueryHandler(ListMyTournamentsQuery)
export class ListMyTournamentsHandler implements IQueryHandler<ListMyTournamentsQuery, MyTournamentsPage> {
  constructor(
    private readonly views: TournamentViews,
    private readonly clock: Clock,
  ) {}

  async execute({ organizerId, filter }: ListMyTournamentsQuery): Promise<MyTournamentsPage> {
    const on = this.clock.today();
    const where = tournamentListWhere(filter, on, organizerId);
    const [page, stageCounts] = await Promise.all([
      readPage(
        filter,
        ({ limit, offset }) =>
          Promise.all([
            this.views.rows(newestFirstSql(where.rows), [...where.rows.params, limit, offset]),
            this.views.count(where.count.sql, where.count.params),
          ]),
        (rows) => rows.map(toSummary),
      ),
      tournamentStageCounts(this.views.tournaments.manager, organizerId, on),
    ]);
    return { ...page, stageCounts };
  }
}

const toSummary = ({
  id,
  name,
  tournamentCode,
  sport,
  venue,
  divisions,
  status,
  createdAt,
  participantCount,
}: TournamentRow): TournamentSummary => ({
  id,
  name,
  tournamentCode,
  sport,
  venue,
  divisions,
  status,
  createdAt,
  participantCount,
});
