import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { RegistrationListItem } from '@rallypoint/shared';
import { TournamentViews } from '../read-model/tournament-views';
import { ListTournamentRegistrationsQuery } from './list-tournament-registrations.query';

@QueryHandler(ListTournamentRegistrationsQuery)
export class ListTournamentRegistrationsHandler implements IQueryHandler<
  ListTournamentRegistrationsQuery,
  RegistrationListItem[]
> {
  constructor(private readonly views: TournamentViews) {}

  execute({ tournamentId }: ListTournamentRegistrationsQuery): Promise<RegistrationListItem[]> {
    return this.views.registrationList(tournamentId);
  }
}
