import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TournamentViews } from '../read-model/tournament-views';
import type { TournamentView } from '../read-model/tournament-view';
import { GetTournamentQuery } from './get-tournament.query';

@QueryHandler(GetTournamentQuery)
export class GetTournamentHandler implements IQueryHandler<GetTournamentQuery, TournamentView | null> {
  constructor(private readonly views: TournamentViews) {}

  execute({ tournamentId }: GetTournamentQuery): Promise<TournamentView | null> {
    return this.views.view(tournamentId);
  }
}
