import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TournamentDetail } from '@rallypoint/shared';
import { toTournamentDetail } from '../read-model/tournament-view';
import { TournamentViews } from '../read-model/tournament-views';
import { ViewTournamentQuery } from './view-tournament.query';

@QueryHandler(ViewTournamentQuery)
export class ViewTournamentHandler implements IQueryHandler<ViewTournamentQuery, TournamentDetail> {
  constructor(private readonly views: TournamentViews) {}

  async execute({ tournamentId, viewer }: ViewTournamentQuery): Promise<TournamentDetail> {
    const tournament = await this.views.visibleTo(viewer, tournamentId);
    const [view] = await this.views.views([tournament]);
    return toTournamentDetail(view);
  }
}
