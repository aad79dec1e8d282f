import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { PlayerWithdrew } from '../../domain/events/player-withdrew.event';
import { enforce } from '../../../../platform/rules';
import { withdrawalRefusal } from '../../domain/rules/withdrawal-is-allowed.rule';
import { TournamentParticipant } from '../../domain/tournament-participant.entity';
import { lockApprovedTournament } from '../shared/load-tournament';
import { promoteFromWaitlist } from '../shared/waitlist';
import { WithdrawPlayerCommand } from './withdraw-player.command';
import { tournamentTurn } from '../../domain/tournament-turn';

/**
 * A player gives their place back while the tournament is still upcoming. The first player on the waitlist takes
 * it in the same transaction, under the same row lock, so the place is never open to anyone else in between.
 */
@CommandHandler(WithdrawPlayerCommand)
export class WithdrawPlayerHandler implements ICommandHandler<WithdrawPlayerCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, playerId }: WithdrawPlayerCommand): Promise<void> {
    await this.uow.runInTurn(tournamentTurn(tournamentId), playerId, async (tx) => {
      const tournament = await lockApprovedTournament(tx.manager, tournamentId);
      // The tournament lock also queues this player's other enrolments and withdrawals, so the row found stays.
      const enrolment = await tx.manager.findOneBy(TournamentParticipant, { tournamentId, participantId: playerId });
      const today = this.clock.today();
      enforce(withdrawalRefusal(tournament, enrolment !== null, today));
      await tx.manager.delete(TournamentParticipant, { id: enrolment!.id });
      tx.record(new PlayerWithdrew(tournamentId, { participantId: playerId }));
      await promoteFromWaitlist(tx, tournament, today);
    });
  }
}
