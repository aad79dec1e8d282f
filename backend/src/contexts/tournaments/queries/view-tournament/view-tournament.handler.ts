import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TournamentDetail } from '@rallypoint/shared';
import { enforce, notFound } from '../../../../platform/rules';
import { viewRefusal } from '../../domain/rules/tournament-access.rule';
import { TOURNAMENT_NOT_FOUND } from '../../domain/tournament.errors';
import { toTournamentDetail } from '../read-model/tournament-view';
import { TournamentViews } from '../read-model/tournament-views';
import { ViewTournamentQuery } from './view-tournament.query';

@QueryHandler(ViewTournamentQuery)
export class ViewTournamentHandler implements IQueryHandler<ViewTournamentQuery, TournamentDetail> {
  constructor(private readonly views: TournamentViews) {}

  async execute({ tournamentId, viewer }: ViewTournamentQuery): Promise<TournamentDetail> {
    const view = await this.views.view(tournamentId);
    enforce(view ? viewRefusal({ status: view.storedStatus, organizerId: view.organizerId }, viewer) : notFound(TOURNAMENT_NOT_FOUND));
    return toTournamentDetail(view!);
  }
}
