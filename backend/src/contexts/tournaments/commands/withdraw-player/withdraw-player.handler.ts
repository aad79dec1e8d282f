import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Not } from 'typeorm';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { enforce } from '../../../../platform/rules';
import { withdrawalRefusal } from '../../domain/rules/withdrawal-is-allowed.rule';
import { TournamentEntry } from '../../domain/tournament-entry.entity';
import { lockApprovedTournament } from '../shared/load-tournament';
import { withdrawEntry } from '../shared/withdraw-entry';
import { WithdrawPlayerCommand } from './withdraw-player.command';
import { tournamentTurn } from '../../domain/tournament-turn';

/**
 * A player gives their place back while the tournament is still upcoming: their entry (however it was made) is
 * withdrawn, not deleted (docs/decisions/0013). The first in line takes the place in the same transaction, under the
 * same row lock, so the place is never open to anyone else in between.
 */
@CommandHandler(WithdrawPlayerCommand)
export class WithdrawPlayerHandler implements ICommandHandler<WithdrawPlayerCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, playerId }: WithdrawPlayerCommand): Promise<void> {
    await this.uow.runInTurn(tournamentTurn(tournamentId), playerId, async (tx) => {
      const tournament = await lockApprovedTournament(tx.manager, tournamentId);
      // The tournament lock also queues this player's other enrolments and withdrawals, so the entry found stays.
      const entry = await tx.manager.findOneBy(TournamentEntry, {
        tournamentId,
        userId: playerId,
        status: Not('withdrawn' as const),
      });
      const today = this.clock.today();
      enforce(withdrawalRefusal(tournament, entry !== null, today));
      await withdrawEntry(tx, this.queries, tournament, entry!, { byOrganizer: false, today });
    });
  }
}
