import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TournamentDetail } from '@rallypoint/shared';
import { toTournamentDetail } from '../read-model/tournament-view';
import { TournamentViews } from '../read-model/tournament-views';
import { ListAllTournamentsQuery } from './list-all-tournaments.query';

@QueryHandler(ListAllTournamentsQuery)
export class ListAllTournamentsHandler implements IQueryHandler<ListAllTournamentsQuery, TournamentDetail[]> {
  constructor(private readonly views: TournamentViews) {}

  async execute(): Promise<TournamentDetail[]> {
    const all = await this.views.tournaments.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return (await this.views.views(all)).map(toTournamentDetail);
  }
}
