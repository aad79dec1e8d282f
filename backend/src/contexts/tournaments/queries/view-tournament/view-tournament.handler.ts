import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ViewedTournament } from '@rallypoint/shared';
import { enforce, notFound } from '../../../../platform/rules';
import { formIsFull } from '../../domain/rules/registration-is-open.rule';
import { viewRefusal } from '../../domain/rules/tournament-access.rule';
import { TOURNAMENT_NOT_FOUND } from '../../domain/tournament.errors';
import { toTournamentDetail } from '../read-model/tournament-view';
import { TournamentViews } from '../read-model/tournament-views';
import { ViewTournamentQuery } from './view-tournament.query';

@QueryHandler(ViewTournamentQuery)
export class ViewTournamentHandler implements IQueryHandler<ViewTournamentQuery, ViewedTournament> {
  constructor(private readonly views: TournamentViews) {}

  async execute({ tournamentId, viewer, viewerEmail }: ViewTournamentQuery): Promise<ViewedTournament> {
    const view = await this.views.viewWithStanding(tournamentId, viewer ? { id: viewer.id, email: viewerEmail ?? '' } : null);
    enforce(
      view ? viewRefusal({ status: view.storedStatus, organizerId: view.organizerId }, viewer) : notFound(TOURNAMENT_NOT_FOUND),
    );
    return Object.assign(toTournamentDetail(view!), {
      isFull: view!.isFull,
      waitlistPosition: view!.waitlistPosition,
      registrationsFull: formIsFull({ entryCount: view!.entryCount, maxParticipants: view!.maxParticipants }, view!.hasWaitlist),
      isRegistered: view!.isRegistered,
      isEnrolled: view!.isEnrolled,
    });
  }
}
