import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Page, RegistrationListItem } from '@rallypoint/shared';
import { enforce } from '../../../../platform/rules';
import { registrationsAccessRefusal } from '../../domain/rules/tournament-access.rule';
import { TournamentViews } from '../read-model/tournament-views';
import { ViewTournamentRegistrationsQuery } from './view-tournament-registrations.query';

@QueryHandler(ViewTournamentRegistrationsQuery)
export class ViewTournamentRegistrationsHandler implements IQueryHandler<
  ViewTournamentRegistrationsQuery,
  Page<RegistrationListItem>
> {
  constructor(private readonly views: TournamentViews) {}

  async execute({ tournamentId, viewer, page }: ViewTournamentRegistrationsQuery): Promise<Page<RegistrationListItem>> {
    const tournament = await this.views.visibleTo(viewer, tournamentId);
    enforce(registrationsAccessRefusal(tournament, viewer));
    return this.views.registrationPage(tournamentId, page);
  }
}
