import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { TournamentDeleted } from '../../domain/events/tournament-deleted.event';
import { Tournament } from '../../domain/tournament.entity';
import { lockTournament } from '../shared/load-tournament';
import { AdminDeleteTournamentCommand } from './admin-delete-tournament.command';

/**
 * An admin removes any tournament. Participants, registrations and notifications go with it through the
 * foreign keys' ON DELETE CASCADE, in this same transaction.
 */
@CommandHandler(AdminDeleteTournamentCommand)
export class AdminDeleteTournamentHandler implements ICommandHandler<AdminDeleteTournamentCommand, void> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ tournamentId, adminId }: AdminDeleteTournamentCommand): Promise<void> {
    await this.uow.run(adminId, async (tx) => {
      const tournament = await lockTournament(tx.manager, tournamentId);
      await tx.manager.delete(Tournament, { id: tournamentId });
      tx.record(
        new TournamentDeleted(tournamentId, {
          name: tournament.name,
          tournamentCode: tournament.tournamentCode,
          organizerId: tournament.organizerId,
          deletedBy: 'admin',
        }),
      );
    });
  }
}
