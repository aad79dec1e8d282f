import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Tournament } from '../../domain/tournament.entity';
import { CountPendingTournamentsQuery } from './count-pending-tournaments.query';

/** A count on the status index, without loading a row. */
@QueryHandler(CountPendingTournamentsQuery)
export class CountPendingTournamentsHandler implements IQueryHandler<CountPendingTournamentsQuery, number> {
  constructor(@InjectRepository(Tournament) private readonly tournaments: Repository<Tournament>) {}

  execute(): Promise<number> {
    return this.tournaments.countBy({ status: 'pending' });
  }
}
