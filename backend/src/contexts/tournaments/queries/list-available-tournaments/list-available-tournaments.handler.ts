import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { AvailableTournament, TournamentDisplayStatus } from '@rallypoint/shared';
import { TournamentParticipant } from '../../domain/tournament-participant.entity';
import { today } from '../../domain/tournament-status';
import { toTournamentDetail, type TournamentView } from '../read-model/tournament-view';
import { TournamentViews } from '../read-model/tournament-views';
import { ListAvailableTournamentsQuery } from './list-available-tournaments.query';

const STAGE_ORDER: Partial<Record<TournamentDisplayStatus, number>> = { upcoming: 0, active: 1, completed: 2 };

/** Upcoming (soonest first), then running, then finished (most recent first). */
export function availableOrder(a: TournamentView, b: TournamentView): number {
  const byStage = (STAGE_ORDER[a.status] ?? 3) - (STAGE_ORDER[b.status] ?? 3);
  if (byStage !== 0) return byStage;
  const byDate = a.status === 'completed' ? b.endDate.localeCompare(a.endDate) : a.startDate.localeCompare(b.startDate);
  return byDate !== 0 ? byDate : a.id - b.id;
}

@QueryHandler(ListAvailableTournamentsQuery)
export class ListAvailableTournamentsHandler implements IQueryHandler<ListAvailableTournamentsQuery, AvailableTournament[]> {
  constructor(
    private readonly views: TournamentViews,
    @InjectRepository(TournamentParticipant) private readonly participants: Repository<TournamentParticipant>,
  ) {}

  async execute({ viewerId }: ListAvailableTournamentsQuery): Promise<AvailableTournament[]> {
    const approved = await this.views.tournaments.findBy({ status: 'approved' });
    const views = (await this.views.views(approved, today())).sort(availableOrder);
    const enrolments = await this.participants.findBy({ participantId: viewerId, tournamentId: In(approved.map((t) => t.id)) });
    const enrolledIn = new Set(enrolments.map((e) => e.tournamentId));
    return views.map((view) => ({ ...toTournamentDetail(view), isEnrolled: enrolledIn.has(view.id) }));
  }
}
