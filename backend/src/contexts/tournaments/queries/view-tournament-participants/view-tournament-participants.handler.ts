import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TournamentParticipant } from '@rallypoint/shared';
import { seesContactDetails } from '../../domain/rules/tournament-access.rule';
import { TournamentViews } from '../read-model/tournament-views';
import { ViewTournamentParticipantsQuery } from './view-tournament-participants.query';

/**
 * Everyone who takes part (enrolled, or registered through the form with their account e-mail: the opponent pickers
 * offer both). Names, levels and dates for everyone who may see the tournament; e-mail and phone for its organizer
 * and admins.
 */
@QueryHandler(ViewTournamentParticipantsQuery)
export class ViewTournamentParticipantsHandler implements IQueryHandler<ViewTournamentParticipantsQuery, TournamentParticipant[]> {
  constructor(private readonly views: TournamentViews) {}

  async execute({ tournamentId, viewer }: ViewTournamentParticipantsQuery): Promise<TournamentParticipant[]> {
    const tournament = await this.views.visibleTo(viewer, tournamentId);
    const participants = await this.views.participantList(tournamentId);
    if (seesContactDetails(tournament, viewer)) return participants;
    return participants.map(({ email: _email, phone: _phone, ...publicFields }) => publicFields);
  }
}
