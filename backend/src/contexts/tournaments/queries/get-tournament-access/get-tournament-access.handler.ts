import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database';
import { tournamentAccess } from '../../persistence/tournaments.sql';
import { GetTournamentAccessQuery, type TournamentAccessFacts } from './get-tournament-access.query';

@QueryHandler(GetTournamentAccessQuery)
export class GetTournamentAccessHandler implements IQueryHandler<GetTournamentAccessQuery, TournamentAccessFacts | null> {
  constructor(private readonly db: Database) {}

  async execute({ tournamentId }: GetTournamentAccessQuery): Promise<TournamentAccessFacts | null> {
    const row = await tournamentAccess(this.db, tournamentId);
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
