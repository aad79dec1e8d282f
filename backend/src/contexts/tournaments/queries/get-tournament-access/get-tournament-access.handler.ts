import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { TOURNAMENT_ACCESS_SQL, type TournamentAccess } from '../read-model/tournament-access';
import { GetTournamentAccessQuery, type TournamentAccessFacts } from './get-tournament-access.query';

@QueryHandler(GetTournamentAccessQuery)
export class GetTournamentAccessHandler implements IQueryHandler<GetTournamentAccessQuery, TournamentAccessFacts | null> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ tournamentId }: GetTournamentAccessQuery): Promise<TournamentAccessFacts | null> {
    const [row]: TournamentAccess[] = await this.dataSource.query(TOURNAMENT_ACCESS_SQL, [tournamentId]);
    return row
      ? {
          organizerId: row.organizerId,
          storedStatus: row.status,
          scoreFormat: row.scoreFormat,
          standingsRulebook: row.standingsRulebook,
        }
      : null;
  }
}
