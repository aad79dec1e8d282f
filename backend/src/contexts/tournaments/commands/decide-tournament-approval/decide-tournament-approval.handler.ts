import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { TournamentApproved } from '../../domain/events/tournament-approved.event';
import { TournamentRejected } from '../../domain/events/tournament-rejected.event';
import { approvalRefusal } from '../../domain/rules/approval-is-pending.rule';
import { enforce } from '../../../../platform/rules';
import { Tournament } from '../../domain/tournament.entity';
import { lockTournament } from '../shared/load-tournament';
import { DecideTournamentApprovalCommand } from './decide-tournament-approval.command';

/**
 * An admin approves or rejects a pending tournament. The organizer's e-mail is an event handler's job
 * (event-handlers/email-organizer-about-approval-decision.handler.ts), in this same transaction.
 */
@CommandHandler(DecideTournamentApprovalCommand)
export class DecideTournamentApprovalHandler implements ICommandHandler<DecideTournamentApprovalCommand, void> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ tournamentId, adminId, decision }: DecideTournamentApprovalCommand): Promise<void> {
    await this.uow.run(adminId, async (tx) => {
      // Locked so two admins deciding at once cannot both pass the "still pending" check.
      const tournament = await lockTournament(tx.manager, tournamentId);
      enforce(approvalRefusal(tournament));
      await tx.manager.update(Tournament, { id: tournamentId }, { status: decision });

      const payload = { name: tournament.name, tournamentCode: tournament.tournamentCode, organizerId: tournament.organizerId };
      tx.record(
        decision === 'approved' ? new TournamentApproved(tournamentId, payload) : new TournamentRejected(tournamentId, payload),
      );
    });
  }
}
