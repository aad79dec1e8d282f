import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Page, TournamentDetail } from '@rallypoint/shared';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { today } from '../../domain/tournament-status';
import { tournamentListWhere } from '../read-model/tournament-list-filter';
import { toTournamentDetail } from '../read-model/tournament-view';
import { TournamentViews } from '../read-model/tournament-views';
import { ListAllTournamentsQuery } from './list-all-tournaments.query';

/** Newest first on the (created_at, id) / (status, created_at, id) indexes; three queries a page. */
@QueryHandler(ListAllTournamentsQuery)
export class ListAllTournamentsHandler implements IQueryHandler<ListAllTournamentsQuery, Page<TournamentDetail>> {
  constructor(private readonly views: TournamentViews) {}

  async execute({ filter }: ListAllTournamentsQuery): Promise<Page<TournamentDetail>> {
    const { limit, offset } = pageWindow(filter);
    const where = tournamentListWhere(filter, today());
    const [rows, total] = await Promise.all([
      this.views.rows(
        `${where.rows.sql} ORDER BY t.created_at DESC, t.id DESC LIMIT $${where.rows.params.length + 1} OFFSET $${where.rows.params.length + 2}`,
        [...where.rows.params, limit, offset],
      ),
      this.views.count(where.count.sql, where.count.params),
    ]);
    return toPage((await this.views.withOrganizerNames(rows)).map(toTournamentDetail), total, filter);
  }
}
