import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MyTournamentsPage, TournamentSummary } from '@rallypoint/shared';
import { Clock } from '../../../../platform/clock';
import { pageWindow, toPage } from '../../../../platform/database/paging';
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
    const { limit, offset } = pageWindow(filter);
    const on = this.clock.today();
    const where = tournamentListWhere(filter, on, organizerId);
    const [rows, total, stageCounts] = await Promise.all([
      this.views.rows(newestFirstSql(where.rows), [...where.rows.params, limit, offset]),
      this.views.count(where.count.sql, where.count.params),
      tournamentStageCounts(this.views.tournaments.manager, organizerId, on),
    ]);
    const items = rows.map(
      ({ id, name, tournamentCode, sport, venue, divisions, status, createdAt, participantCount }): TournamentSummary => ({
        id,
        name,
        tournamentCode,
        sport,
        venue,
        divisions,
        status,
        createdAt,
        participantCount,
      }),
    );
    return { ...toPage(items, total, filter), stageCounts };
  }
}
