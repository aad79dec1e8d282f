import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from 'typeorm';
import { UnitOfWork } from '../../../../platform/events';
import { RegistrationSubmitted } from '../../domain/events/registration-submitted.event';
import { conflictFromUniqueViolation, enforce, notFound, orRefuse } from '../../../../platform/rules';
import { registrationRefusal } from '../../domain/rules/registration-is-open.rule';
import { TournamentRegistration } from '../../domain/tournament-registration.entity';
import { today } from '../../domain/tournament-status';
import { ALREADY_REGISTERED, TOURNAMENT_NOT_FOUND } from '../../domain/tournament.errors';
import { Tournament } from '../../domain/tournament.entity';
import { SubmitRegistrationCommand } from './submit-registration.command';

/**
 * The public registration form. The organizer's notification and the registrant's confirmation e-mail are
 * transactional reactions to RegistrationSubmitted, so all three commit together or not at all.
 */
@CommandHandler(SubmitRegistrationCommand)
export class SubmitRegistrationHandler implements ICommandHandler<SubmitRegistrationCommand, number> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ tournamentId, registration }: SubmitRegistrationCommand): Promise<number> {
    try {
      return await this.uow.run(null, async (tx) => {
        // FOR SHARE: an admin deleting the tournament meanwhile waits for this registration, never breaks it.
        const tournament = orRefuse(
          await tx.manager.findOne(Tournament, { where: { id: tournamentId }, lock: { mode: 'pessimistic_read' } }),
          notFound(TOURNAMENT_NOT_FOUND),
        );
        // Held for the event handlers (notification, confirmation e-mail), which would otherwise read both again.
        tx.hold(Tournament, tournament);
        enforce(registrationRefusal(tournament, today(), await alreadyRegistered(tx.manager, tournamentId, registration.email)));

        const saved = await tx.manager.save(TournamentRegistration, {
          tournamentId,
          fullName: registration.fullName,
          sport: tournament.sport,
          email: registration.email,
          phone: registration.phone,
          skillLevel: registration.skillLevel,
          skillDescription: registration.skillDescription ?? null,
          handedness: registration.handedness,
          availableTimes: registration.availableTimes,
          commitmentAcknowledged: registration.commitmentAcknowledged,
        });
        tx.hold(TournamentRegistration, saved);
        tx.record(new RegistrationSubmitted(tournamentId, { registrationId: saved.id, fullName: saved.fullName, email: saved.email }));
        return saved.id;
      });
    } catch (error) {
      // Two submissions racing past the check meet the unique index: still a 409, never a 500.
      throw conflictFromUniqueViolation(error, { tournament_registrations_tournament_email_key: ALREADY_REGISTERED });
    }
  }
}

function alreadyRegistered(manager: EntityManager, tournamentId: number, email: string): Promise<boolean> {
  return manager
    .createQueryBuilder(TournamentRegistration, 'r')
    .where('r.tournament_id = :tournamentId AND lower(r.email) = lower(:email)', { tournamentId, email })
    .getExists();
}
