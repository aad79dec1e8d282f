import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MyTournamentsPage, TournamentStageCounts, TournamentSummary } from '@rallypoint/shared';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { today } from '../../domain/tournament-status';
import { tournamentListWhere } from '../read-model/tournament-list-filter';
import { TournamentViews } from '../read-model/tournament-views';
import { ListMyTournamentsQuery } from './list-my-tournaments.query';

/** On the (organizer_id, created_at, id) index: the page, its total and the stage counts over all of the organizer's. */
@QueryHandler(ListMyTournamentsQuery)
export class ListMyTournamentsHandler implements IQueryHandler<ListMyTournamentsQuery, MyTournamentsPage> {
  constructor(private readonly views: TournamentViews) {}

  async execute({ organizerId, filter }: ListMyTournamentsQuery): Promise<MyTournamentsPage> {
    const { limit, offset } = pageWindow(filter);
    const on = today();
    const where = tournamentListWhere(filter, on, organizerId);
    const [rows, total, stageCounts] = await Promise.all([
      this.views.rows(
        `${where.rows.sql} ORDER BY t.created_at DESC, t.id DESC LIMIT $${where.rows.params.length + 1} OFFSET $${where.rows.params.length + 2}`,
        [...where.rows.params, limit, offset],
      ),
      this.views.count(where.count.sql, where.count.params),
      this.stageCounts(organizerId, on),
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

  private async stageCounts(organizerId: number, on: string): Promise<TournamentStageCounts> {
    const [row] = await this.views.tournaments.query(
      `SELECT count(*) FILTER (WHERE start_date > $2::date)::int AS upcoming,
              count(*) FILTER (WHERE start_date <= $2::date AND end_date >= $2::date)::int AS active,
              count(*) FILTER (WHERE end_date < $2::date)::int AS completed
       FROM tournaments WHERE organizer_id = $1 AND status = 'approved'`,
      [organizerId, on],
    );
    return row as TournamentStageCounts;
  }
}
