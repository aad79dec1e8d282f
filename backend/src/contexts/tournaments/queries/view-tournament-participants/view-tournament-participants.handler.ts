import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TournamentParticipant } from '@rallypoint/shared';
import { TournamentViews } from '../read-model/tournament-views';
import { ViewTournamentParticipantsQuery } from './view-tournament-participants.query';

@QueryHandler(ViewTournamentParticipantsQuery)
export class ViewTournamentParticipantsHandler implements IQueryHandler<ViewTournamentParticipantsQuery, TournamentParticipant[]> {
  constructor(private readonly views: TournamentViews) {}

  async execute({ tournamentId, viewer }: ViewTournamentParticipantsQuery): Promise<TournamentParticipant[]> {
    await this.views.visibleTo(viewer, tournamentId);
    return this.views.participantList(tournamentId);
  }
}
