import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { RegistrationSubmitted } from '../../domain/events/registration-submitted.event';
import {
  conflict,
  conflictFromUniqueViolation,
  enforce,
  isCheckViolation,
  isForeignKeyViolation,
  notFound,
  orRefuse,
  refuse,
} from '../../../../platform/rules';
import { registrationRefusal } from '../../domain/rules/registration-is-open.rule';
import { TournamentRegistration } from '../../domain/tournament-registration.entity';
import { ALREADY_REGISTERED, tournamentIsFull, TOURNAMENT_NOT_FOUND } from '../../domain/tournament.errors';
import { Tournament } from '../../domain/tournament.entity';
import { insertRegistration, tournamentForEntry } from '../../persistence/registrations.sql';
import { SubmitRegistrationCommand } from './submit-registration.command';

/**
 * The public registration form. The organizer's notification and the registrant's confirmation e-mail are
 * transactional reactions to RegistrationSubmitted, so all three commit together or not at all.
 */
@CommandHandler(SubmitRegistrationCommand)
export class SubmitRegistrationHandler implements ICommandHandler<SubmitRegistrationCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, registration }: SubmitRegistrationCommand): Promise<number> {
    let places = 0;
    try {
      return await this.uow.run(null, async (tx) => {
        const { tournament, alreadyRegistered } = orRefuse(
          await tournamentForEntry(tx.manager, tournamentId, registration.email),
          notFound(TOURNAMENT_NOT_FOUND),
        );
        // Held for the event handlers (notification, confirmation e-mail), which would otherwise read both again.
        tx.hold(Tournament, tournament);
        places = tournament.maxParticipants;
        // Refused early, without a lock; a place is taken at commit (migration 1734600000000-TournamentFormEntries).
        enforce(registrationRefusal(tournament, this.clock.today(), alreadyRegistered));

        const saved = await insertRegistration(tx.manager, {
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
        tx.record(
          new RegistrationSubmitted(tournamentId, { registrationId: saved.id, fullName: saved.fullName, email: saved.email }),
        );
        return saved.id;
      });
    } catch (error) {
      // Racing past the early checks is still a clear answer, never a 500: the tournament deleted meanwhile, the last
      // places taken by entries that committed first, the same address sent twice at once.
      if (isForeignKeyViolation(error, 'tournament_registrations_tournament_id_fkey')) refuse(notFound(TOURNAMENT_NOT_FOUND));
      if (isCheckViolation(error, 'tournament_registrations_within_places')) refuse(conflict(tournamentIsFull(places)));
      throw conflictFromUniqueViolation(error, { tournament_registrations_tournament_email_key: ALREADY_REGISTERED });
    }
  }
}
