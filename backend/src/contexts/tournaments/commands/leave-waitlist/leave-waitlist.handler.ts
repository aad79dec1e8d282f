import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { notFound, orRefuse } from '../../../../platform/rules';
import { PlayerLeftWaitlist } from '../../domain/events/player-left-waitlist.event';
import { TournamentWaitlistEntry } from '../../domain/tournament-waitlist-entry.entity';
import { NOT_WAITING } from '../../domain/tournament.errors';
import { lockApprovedTournament } from '../shared/load-tournament';
import { LeaveWaitlistCommand } from './leave-waitlist.command';
import { tournamentTurn } from '../../domain/tournament-turn';

/**
 * A player stops waiting; everyone behind moves up one. Under the tournament's row lock, so a promotion racing
 * the leave either took the player first (then they are enrolled, not waiting: 404) or finds them gone.
 */
@CommandHandler(LeaveWaitlistCommand)
export class LeaveWaitlistHandler implements ICommandHandler<LeaveWaitlistCommand, void> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ tournamentId, playerId }: LeaveWaitlistCommand): Promise<void> {
    await this.uow.runInTurn(tournamentTurn(tournamentId), playerId, async (tx) => {
      await lockApprovedTournament(tx.manager, tournamentId);
      const entry = orRefuse(
        await tx.manager.findOneBy(TournamentWaitlistEntry, { tournamentId, userId: playerId }),
        notFound(NOT_WAITING),
      );
      await tx.manager.delete(TournamentWaitlistEntry, { id: entry.id });
      tx.record(new PlayerLeftWaitlist(tournamentId, { userId: playerId }));
    });
  }
}
