import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TournamentSummary } from '@rallypoint/shared';
import { today } from '../../domain/tournament-status';
import { toTournamentSummary } from '../read-model/tournament-view';
import { TournamentViews } from '../read-model/tournament-views';
import { ListMyTournamentsQuery } from './list-my-tournaments.query';

@QueryHandler(ListMyTournamentsQuery)
export class ListMyTournamentsHandler implements IQueryHandler<ListMyTournamentsQuery, TournamentSummary[]> {
  constructor(private readonly views: TournamentViews) {}

  async execute({ organizerId }: ListMyTournamentsQuery): Promise<TournamentSummary[]> {
    const mine = await this.views.tournaments.find({ where: { organizerId }, order: { createdAt: 'DESC', id: 'DESC' } });
    const on = today();
    return mine.map((tournament) => toTournamentSummary(tournament, on));
  }
}
