import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import {
  conflict,
  conflictFromUniqueViolation,
  enforce,
  isCheckViolation,
  isUniqueViolation,
  refuse,
} from '../../../../platform/rules';
import { entryFromProfile } from '../../domain/entry-sources';
import { PlayerEnrolled } from '../../domain/events/player-enrolled.event';
import { enrolmentRefusal } from '../../domain/rules/enrolment-is-open.rule';
import { TournamentEntry } from '../../domain/tournament-entry.entity';
import { entryTurn, tournamentTurn } from '../../domain/tournament-turn';
import { ALREADY_ENROLLED, tournamentIsFull } from '../../domain/tournament.errors';
import { insertEntry, takePersonsTurn } from '../../persistence/entries.sql';
import { entryOf, linkEntry, profileOf } from '../shared/entries';
import { lockApprovedTournament } from '../shared/load-tournament';
import { countPlaces } from '../shared/waitlist';
import { EnrollPlayerCommand } from './enroll-player.command';

const ONE_PER_EMAIL = 'tournament_entries_tournament_email_key';
const ONE_PER_ACCOUNT = 'tournament_entries_tournament_user_key';

/**
 * A player takes a place by Enroll (docs/decisions/0013): the form entry of the account's e-mail is linked to the
 * account (no new place), a withdrawn entry is taken up again, and otherwise a new entry is made from the profile. The
 * tournament row is locked FOR UPDATE before counting, so enrolments queue one behind the other and nobody enrols past
 * the waitlist; form entries, which take no lock, are counted at commit (the trigger tournament_entries_within_places).
 */
@CommandHandler(EnrollPlayerCommand)
export class EnrollPlayerHandler implements ICommandHandler<EnrollPlayerCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute(command: EnrollPlayerCommand): Promise<void> {
    try {
      return await this.enroll(command);
    } catch (error) {
      if (!isUniqueViolation(error, ONE_PER_EMAIL) && !isUniqueViolation(error, ONE_PER_ACCOUNT)) throw error;
    }
    // The form of the same e-mail (or this account enrolling twice) committed first: once more, Enroll links that entry
    // or answers that the player is enrolled already.
    try {
      return await this.enroll(command);
    } catch (error) {
      throw conflictFromUniqueViolation(error, { [ONE_PER_EMAIL]: ALREADY_ENROLLED, [ONE_PER_ACCOUNT]: ALREADY_ENROLLED });
    }
  }

  private async enroll({ tournamentId, playerId }: EnrollPlayerCommand): Promise<void> {
    let places = 0;
    try {
      // Asked before the transaction: the account's e-mail names the person's turn, taken with the tournament's.
      const profile = await profileOf(null, this.queries, playerId);
      const turns = [tournamentTurn(tournamentId), entryTurn(tournamentId, profile.email)];
      await this.uow.runInTurn(turns, playerId, async (tx) => {
        // The person's turn before the tournament's row lock (takePersonsTurn says why).
        await takePersonsTurn(tx.manager, tournamentId, profile.email);
        const tournament = await lockApprovedTournament(tx.manager, tournamentId);
        places = tournament.maxParticipants;
        const entry = await entryOf(tx.manager, tournamentId, { userId: playerId, email: profile.email });
        const entryHoldsPlace = entry !== null && entry.status !== 'withdrawn';
        const { participantCount, waitingCount } = await countPlaces(tx.manager, tournament);
        enforce(
          enrolmentRefusal({
            tournament,
            participantCount,
            waitingCount,
            alreadyEnrolled: entryHoldsPlace && entry.userId === playerId,
            entryHoldsPlace,
            today: this.clock.today(),
          }),
        );
        let entryId: number;
        if (entry) {
          if (entry.userId === null) await linkEntry(tx, tournament, entry, playerId);
          // Taken up again when withdrawn (its place counted at commit); either way now the account's enrolment.
          await tx.manager.update(TournamentEntry, { id: entry.id }, { status: 'registered' });
          entryId = entry.id;
        } else {
          entryId = (await insertEntry(tx.manager, entryFromProfile(tournament, profile))).id;
        }
        tx.record(new PlayerEnrolled(tournamentId, { participantId: playerId, entryId }));
      });
    } catch (error) {
      if (isCheckViolation(error, 'tournament_entries_within_places')) refuse(conflict(tournamentIsFull(places)));
      throw error;
    }
  }
}
