import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Page, TournamentParticipant } from '@rallypoint/shared';
import { seesContactDetails } from '../../domain/rules/tournament-access.rule';
import { TournamentViews } from '../read-model/tournament-views';
import { ViewTournamentParticipantsQuery } from './view-tournament-participants.query';

/**
 * Everyone who takes part (enrolled, or registered through the form with their account e-mail: the opponent pickers
 * offer both), a page at a time in sign-up order, ties by id. Names, levels and dates for everyone who may see the
 * tournament; e-mail and phone for its organizer and admins. The search looks at names and usernames only, so it
 * tells nobody else anything about an e-mail.
 */
@QueryHandler(ViewTournamentParticipantsQuery)
export class ViewTournamentParticipantsHandler implements IQueryHandler<
  ViewTournamentParticipantsQuery,
  Page<TournamentParticipant>
> {
  constructor(private readonly views: TournamentViews) {}

  async execute({ tournamentId, viewer, query }: ViewTournamentParticipantsQuery): Promise<Page<TournamentParticipant>> {
    const tournament = await this.views.visibleTo(viewer, tournamentId);
    const page = await this.views.participantPage(tournamentId, query);
    if (seesContactDetails(tournament, viewer)) return page;
    return { ...page, items: page.items.map(({ email: _email, phone: _phone, ...publicFields }) => publicFields) };
  }
}
