import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ViewedTournament } from '@rallypoint/shared';
import { enforce, notFound } from '../../../../platform/rules';
import { viewRefusal } from '../../domain/rules/tournament-access.rule';
import { TournamentRegistration } from '../../domain/tournament-registration.entity';
import { formEntries } from '../read-model/form-entries';
import { TOURNAMENT_NOT_FOUND } from '../../domain/tournament.errors';
import { toTournamentDetail } from '../read-model/tournament-view';
import { TournamentViews } from '../read-model/tournament-views';
import { ViewTournamentQuery } from './view-tournament.query';

@QueryHandler(ViewTournamentQuery)
export class ViewTournamentHandler implements IQueryHandler<ViewTournamentQuery, ViewedTournament> {
  constructor(
    private readonly views: TournamentViews,
    @InjectRepository(TournamentRegistration) private readonly registrations: Repository<TournamentRegistration>,
  ) {}

  async execute({ tournamentId, viewer, viewerEmail }: ViewTournamentQuery): Promise<ViewedTournament> {
    const [view, form] = await Promise.all([
      this.views.viewWithStanding(tournamentId, viewer?.id ?? null),
      formEntries(this.registrations.manager, tournamentId, viewerEmail),
    ]);
    enforce(view ? viewRefusal({ status: view.storedStatus, organizerId: view.organizerId }, viewer) : notFound(TOURNAMENT_NOT_FOUND));
    return {
      ...toTournamentDetail(view!),
      isFull: view!.isFull,
      waitlistPosition: view!.waitlistPosition,
      registrationsFull: form.entries >= view!.maxParticipants,
      isRegistered: form.alreadyRegistered,
    };
  }
}
