import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TournamentParticipant } from '@rallypoint/shared';
import { TournamentViews } from '../read-model/tournament-views';
import { ListTournamentParticipantsQuery } from './list-tournament-participants.query';

@QueryHandler(ListTournamentParticipantsQuery)
export class ListTournamentParticipantsHandler implements IQueryHandler<
  ListTournamentParticipantsQuery,
  TournamentParticipant[]
> {
  constructor(private readonly views: TournamentViews) {}

  execute({ tournamentId, filter }: ListTournamentParticipantsQuery): Promise<TournamentParticipant[]> {
    return this.views.participantList(tournamentId, filter);
  }
}
