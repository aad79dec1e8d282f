import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { MailOutbox } from '../../../../platform/mail';
import { GetUserProfilesQuery, type UserProfile } from '../../../identity';
import { approvalDecisionEmail } from '../../domain/emails/approval-decision.email';
import { TournamentApproved } from '../../domain/events/tournament-approved.event';
import { TournamentRejected } from '../../domain/events/tournament-rejected.event';
import { approvalRefusal } from '../../domain/rules/approval-is-pending.rule';
import { enforce } from '../../domain/rules/refusal';
import { Tournament } from '../../domain/tournament.entity';
import { lockTournament } from '../shared/load-tournament';
import { DecideTournamentApprovalCommand } from './decide-tournament-approval.command';

/** An admin approves or rejects a pending tournament; the organizer hears about it by e-mail. */
@CommandHandler(DecideTournamentApprovalCommand)
export class DecideTournamentApprovalHandler implements ICommandHandler<DecideTournamentApprovalCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly mail: MailOutbox,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, adminId, decision }: DecideTournamentApprovalCommand): Promise<void> {
    await this.uow.run(adminId, async (tx) => {
      // Locked so two admins deciding at once cannot both pass the "still pending" check.
      const tournament = await lockTournament(tx.manager, tournamentId);
      enforce(approvalRefusal(tournament));
      await tx.manager.update(Tournament, { id: tournamentId }, { status: decision });

      const payload = { name: tournament.name, tournamentCode: tournament.tournamentCode, organizerId: tournament.organizerId };
      tx.record(decision === 'approved' ? new TournamentApproved(tournamentId, payload) : new TournamentRejected(tournamentId, payload));

      const [organizer] = await this.queries.execute<GetUserProfilesQuery, UserProfile[]>(
        new GetUserProfilesQuery([tournament.organizerId]),
      );
      // An organizer whose account is gone has nobody to tell; the decision still stands.
      if (organizer) await this.mail.send(tx, approvalDecisionEmail(tournament, organizer, decision));
    });
  }
}
