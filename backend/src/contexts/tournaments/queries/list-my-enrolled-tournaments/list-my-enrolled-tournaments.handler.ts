import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TournamentParticipant } from '../../domain/tournament-participant.entity';
import { TournamentRegistration } from '../../domain/tournament-registration.entity';
import { Tournament } from '../../domain/tournament.entity';
import { EnrolledTournament, ListMyEnrolledTournamentsQuery } from './list-my-enrolled-tournaments.query';

/** On the participant_id and lower(email) indexes: a player's own tournaments, each once. */
@QueryHandler(ListMyEnrolledTournamentsQuery)
export class ListMyEnrolledTournamentsHandler implements IQueryHandler<ListMyEnrolledTournamentsQuery, EnrolledTournament[]> {
  constructor(@InjectRepository(Tournament) private readonly tournaments: Repository<Tournament>) {}

  execute({ userId, email }: ListMyEnrolledTournamentsQuery): Promise<EnrolledTournament[]> {
    const query = this.tournaments.createQueryBuilder('t');
    const enrolled = query
      .subQuery()
      .select('p.tournament_id')
      .from(TournamentParticipant, 'p')
      .where('p.participant_id = :userId')
      .getQuery();
    // Form e-mails are stored trimmed (the schema trims them); the match ignores case, as the results rule does.
    const registered = query
      .subQuery()
      .select('r.tournament_id')
      .from(TournamentRegistration, 'r')
      .where('lower(r.email) = lower(:email)')
      .getQuery();
    return query
      .select(['t.id AS id', 't.name AS name', 't.venue AS venue', 't.sport AS sport', 't.score_format AS "scoreFormat"'])
      .where(`(t.id IN ${enrolled} OR t.id IN ${registered})`, { userId, email: email.trim() })
      .orderBy('t.start_date', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .getRawMany<EnrolledTournament>();
  }
}
