import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Tournament } from '../../domain/tournament.entity';
import { enrolledTournaments } from '../../persistence/tournaments.sql';
import { EnrolledTournament, ListMyEnrolledTournamentsQuery } from './list-my-enrolled-tournaments.query';

@QueryHandler(ListMyEnrolledTournamentsQuery)
export class ListMyEnrolledTournamentsHandler implements IQueryHandler<ListMyEnrolledTournamentsQuery, EnrolledTournament[]> {
  constructor(@InjectRepository(Tournament) private readonly tournaments: Repository<Tournament>) {}

  execute({ userId }: ListMyEnrolledTournamentsQuery): Promise<EnrolledTournament[]> {
    return enrolledTournaments(this.tournaments.manager, userId);
  }
}
