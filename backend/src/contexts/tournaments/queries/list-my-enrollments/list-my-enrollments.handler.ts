import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { TournamentEnrollment } from '@rallypoint/shared';
import { Tournament } from '../../domain/tournament.entity';
import { enrollmentsOf } from '../../persistence/tournaments.sql';
import { ListMyEnrollmentsQuery } from './list-my-enrollments.query';

@QueryHandler(ListMyEnrollmentsQuery)
export class ListMyEnrollmentsHandler implements IQueryHandler<ListMyEnrollmentsQuery, TournamentEnrollment[]> {
  constructor(@InjectRepository(Tournament) private readonly tournaments: Repository<Tournament>) {}

  execute({ userId }: ListMyEnrollmentsQuery): Promise<TournamentEnrollment[]> {
    return enrollmentsOf(this.tournaments.manager, userId);
  }
}
