import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { enforce, notFound, orRefuse } from '../../../../platform/rules';
import { entryWithdrawalRefusal } from '../../domain/rules/entry-withdrawal.rule';
import { TournamentEntry } from '../../domain/tournament-entry.entity';
import { tournamentTurn } from '../../domain/tournament-turn';
import { ENTRY_NOT_FOUND } from '../../domain/tournament.errors';
import { lockTournament } from '../shared/load-tournament';
import { withdrawEntry } from '../shared/withdraw-entry';
import { WithdrawEntryCommand } from './withdraw-entry.command';

/**
 * The organizer (or an admin) withdraws an entry at any time, before or during play (docs/decisions/0013): its place
 * goes to the first in line while the line is open, and its remaining matches become walkovers.
 */
@CommandHandler(WithdrawEntryCommand)
export class WithdrawEntryHandler implements ICommandHandler<WithdrawEntryCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, entryId, manager }: WithdrawEntryCommand): Promise<void> {
    await this.uow.runInTurn(tournamentTurn(tournamentId), manager.id, async (tx) => {
      const tournament = await lockTournament(tx.manager, tournamentId);
      const entry = await tx.manager.findOneBy(TournamentEntry, { id: entryId, tournamentId });
      enforce(entryWithdrawalRefusal(tournament, manager, entry));
      await withdrawEntry(tx, this.queries, tournament, orRefuse(entry, notFound(ENTRY_NOT_FOUND)), {
        byOrganizer: true,
        today: this.clock.today(),
      });
    });
  }
}
