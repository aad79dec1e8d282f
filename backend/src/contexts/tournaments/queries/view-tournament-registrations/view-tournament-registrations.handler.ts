import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { RegistrationListItem } from '@rallypoint/shared';
import { enforce } from '../../domain/rules/refusal';
import { registrationsAccessRefusal } from '../../domain/rules/tournament-access.rule';
import { TournamentViews } from '../read-model/tournament-views';
import { ViewTournamentRegistrationsQuery } from './view-tournament-registrations.query';

@QueryHandler(ViewTournamentRegistrationsQuery)
export class ViewTournamentRegistrationsHandler implements IQueryHandler<ViewTournamentRegistrationsQuery, RegistrationListItem[]> {
  constructor(private readonly views: TournamentViews) {}

  async execute({ tournamentId, viewer }: ViewTournamentRegistrationsQuery): Promise<RegistrationListItem[]> {
    const tournament = await this.views.visibleTo(viewer, tournamentId);
    enforce(registrationsAccessRefusal(tournament, viewer));
    return this.views.registrationList(tournamentId);
  }
}
