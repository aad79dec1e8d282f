import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Tournament } from '../../domain/tournament.entity';
import { LockTournamentQuery, type LockedTournament } from './lock-tournament.query';

@QueryHandler(LockTournamentQuery)
export class LockTournamentHandler implements IQueryHandler<LockTournamentQuery, LockedTournament | null> {
  async execute({ tournamentId, manager }: LockTournamentQuery): Promise<LockedTournament | null> {
    const tournament = await manager.findOne(Tournament, { where: { id: tournamentId }, lock: { mode: 'pessimistic_write' } });
    if (!tournament) return null;
    const { id, organizerId, divisions, maxParticipants, status, startDate, endDate, timeZone } = tournament;
    return { id, organizerId, divisions, maxParticipants, storedStatus: status, startDate, endDate, timeZone };
  }
}
