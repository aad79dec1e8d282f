import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { TournamentDeleted } from '../../domain/events/tournament-deleted.event';
import { ownDeletionRefusal } from '../../domain/rules/can-delete-own-tournament.rule';
import { enforce } from '../../../../platform/rules';
import { Tournament } from '../../domain/tournament.entity';
import { lockTournament } from '../shared/load-tournament';
import { countPlaces } from '../shared/waitlist';
import { DeleteOwnTournamentCommand } from './delete-own-tournament.command';

/** An organizer deletes their own tournament while no entry holds a place (withdrawn ones go with it). */
@CommandHandler(DeleteOwnTournamentCommand)
export class DeleteOwnTournamentHandler implements ICommandHandler<DeleteOwnTournamentCommand, void> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ tournamentId, organizerId }: DeleteOwnTournamentCommand): Promise<void> {
    await this.uow.run(organizerId, async (tx) => {
      // Locked first, so a player cannot enrol between the count and the delete.
      const tournament = await lockTournament(tx.manager, tournamentId);
      const { participantCount } = await countPlaces(tx.manager, tournament);
      enforce(ownDeletionRefusal(tournament, organizerId, participantCount));
      await tx.manager.delete(Tournament, { id: tournamentId });
      tx.record(
        new TournamentDeleted(tournamentId, {
          name: tournament.name,
          tournamentCode: tournament.tournamentCode,
          organizerId: tournament.organizerId,
          deletedBy: 'organizer',
        }),
      );
    });
  }
}
