import { NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from 'typeorm';
import { UnitOfWork } from '../../../../platform/events';
import { RegistrationSubmitted } from '../../domain/events/registration-submitted.event';
import { conflict, conflictFromUniqueViolation, enforce, isForeignKeyViolation, notFound, orRefuse } from '../../../../platform/rules';
import { registrationRefusal } from '../../domain/rules/registration-is-open.rule';
import { TournamentRegistration } from '../../domain/tournament-registration.entity';
import { today } from '../../domain/tournament-status';
import { ALREADY_REGISTERED, tournamentIsFull, TOURNAMENT_NOT_FOUND } from '../../domain/tournament.errors';
import { Tournament } from '../../domain/tournament.entity';
import { formEntries } from '../../queries/read-model/form-entries';
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
        const tournament = orRefuse(await tx.manager.findOneBy(Tournament, { id: tournamentId }), notFound(TOURNAMENT_NOT_FOUND));
        // Held for the event handlers (notification, confirmation e-mail), which would otherwise read both again.
        tx.hold(Tournament, tournament);
        // Refused early, without a lock, in the common case; the place itself is checked again just before commit.
        enforce(registrationRefusal(tournament, today(), await formEntries(tx.manager, tournamentId, registration.email)));
        tx.beforeCommit(() => this.keepWithinPlaces(tx.manager, tournamentId));

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
        tx.record(new RegistrationSubmitted(tournamentId, { registrationId: saved.id, fullName: saved.fullName, email: saved.email }));
        return saved.id;
      });
    } catch (error) {
      // Two submissions racing past the check meet the unique index: still a 409, never a 500.
      if (isForeignKeyViolation(error, 'tournament_registrations_tournament_id_fkey')) throw new NotFoundException(TOURNAMENT_NOT_FOUND);
      throw conflictFromUniqueViolation(error, { tournament_registrations_tournament_email_key: ALREADY_REGISTERED });
    }
  }

  /**
   * Entries racing for the last places queue on the tournament's row from here to their commit only, so that each
   * counts the others' committed entries with its own and none takes a place that is not there. FOR NO KEY UPDATE,
   * because the entry's foreign key already holds a KEY SHARE lock on that row, which FOR UPDATE would wait on
   * (two entries would deadlock); it still makes an admin's deletion of the tournament wait, as the key lock does.
   */
  private async keepWithinPlaces(manager: EntityManager, tournamentId: number): Promise<void> {
    const [{ places }]: Array<{ places: number }> = await manager.query(
      'SELECT max_participants AS places FROM tournaments WHERE id = $1 FOR NO KEY UPDATE',
      [tournamentId],
    );
    // A statement of its own: its snapshot, taken once the lock is held, sees every entry committed while waiting.
    const [{ entries }]: Array<{ entries: number }> = await manager.query(
      'SELECT count(*)::int AS entries FROM tournament_registrations WHERE tournament_id = $1',
      [tournamentId],
    );
    enforce(entries > places ? conflict(tournamentIsFull(places)) : null);
  }
}

type NewRegistration = Omit<TournamentRegistration, 'id' | 'registrationDate' | 'status'>;

/** The row as plain SQL (the public form is the busiest write), completed with what the database sets. */
async function insertRegistration(manager: EntityManager, entry: NewRegistration): Promise<TournamentRegistration> {
  const [row]: Array<Pick<TournamentRegistration, 'id' | 'registrationDate' | 'status'>> = await manager.query(
    `INSERT INTO tournament_registrations (tournament_id, full_name, sport, email, phone, skill_level, skill_description, handedness,
       available_times, commitment_acknowledged)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id, registration_date AS "registrationDate", status`,
    [
      entry.tournamentId,
      entry.fullName,
      entry.sport,
      entry.email,
      entry.phone,
      entry.skillLevel,
      entry.skillDescription,
      entry.handedness,
      entry.availableTimes,
      entry.commitmentAcknowledged,
    ],
  );
  return Object.assign(new TournamentRegistration(), entry, row);
}
