import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TournamentParticipant } from '../../domain/tournament-participant.entity';
import { Tournament } from '../../domain/tournament.entity';
import { EnrolledTournament, ListMyEnrolledTournamentsQuery } from './list-my-enrolled-tournaments.query';

@QueryHandler(ListMyEnrolledTournamentsQuery)
export class ListMyEnrolledTournamentsHandler implements IQueryHandler<ListMyEnrolledTournamentsQuery, EnrolledTournament[]> {
  constructor(@InjectRepository(Tournament) private readonly tournaments: Repository<Tournament>) {}

  execute({ userId }: ListMyEnrolledTournamentsQuery): Promise<EnrolledTournament[]> {
    return this.tournaments
      .createQueryBuilder('t')
      .innerJoin(TournamentParticipant, 'p', 'p.tournament_id = t.id AND p.participant_id = :userId', { userId })
      .select(['t.id AS id', 't.name AS name', 't.venue AS venue', 't.sport AS sport'])
      .orderBy('t.start_date', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .getRawMany<EnrolledTournament>();
  }
}
