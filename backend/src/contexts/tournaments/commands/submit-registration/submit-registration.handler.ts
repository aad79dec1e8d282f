import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import {
  conflict,
  conflictFromUniqueViolation,
  enforce,
  isCheckViolation,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  orRefuse,
  refuse,
} from '../../../../platform/rules';
import { entryFormOf, entryFromForm } from '../../domain/entry-sources';
import { EntryLinked } from '../../domain/events/entry-linked.event';
import { RegistrationSubmitted } from '../../domain/events/registration-submitted.event';
import { registrationRefusal } from '../../domain/rules/registration-is-open.rule';
import { TournamentEntry } from '../../domain/tournament-entry.entity';
import { ALREADY_REGISTERED, tournamentIsFull, TOURNAMENT_NOT_FOUND } from '../../domain/tournament.errors';
import { Tournament } from '../../domain/tournament.entity';
import { fillEntryForm, formTarget, insertEntry, takePersonsTurn } from '../../persistence/entries.sql';
import { accountOfEmail } from '../shared/entries';
import { entryTurn } from '../../domain/tournament-turn';
import { SubmitRegistrationCommand } from './submit-registration.command';

/** The unique keys two entries of one person racing each other meet: one e-mail, one account per tournament. */
const ONE_PER_EMAIL = 'tournament_entries_tournament_email_key';
const ONE_PER_ACCOUNT = 'tournament_entries_tournament_user_key';

/**
 * The public form makes or completes the person's entry (docs/decisions/0013): the entry of its e-mail (any case) or
 * of the account the e-mail belongs to, made by Enroll, gets the form's fields; otherwise a new entry, linked at once
 * to the verified account of its e-mail. The organizer's notification and the confirmation e-mail are transactional
 * reactions to RegistrationSubmitted, so all commit together or not at all. No lock: a new entry's place is taken when
 * it commits (the trigger tournament_entries_within_places, decision 0008).
 */
@CommandHandler(SubmitRegistrationCommand)
export class SubmitRegistrationHandler implements ICommandHandler<SubmitRegistrationCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute(command: SubmitRegistrationCommand): Promise<number> {
    try {
      return await this.register(command);
    } catch (error) {
      if (!isUniqueViolation(error, ONE_PER_EMAIL) && !isUniqueViolation(error, ONE_PER_ACCOUNT)) throw error;
    }
    // The same person's entry made at the same moment by the other way (or the same form twice) committed first: once
    // more, the form finds that entry and completes it, or answers the duplicate.
    try {
      return await this.register(command);
    } catch (error) {
      throw conflictFromUniqueViolation(error, { [ONE_PER_EMAIL]: ALREADY_REGISTERED, [ONE_PER_ACCOUNT]: ALREADY_REGISTERED });
    }
  }

  private async register({ tournamentId, registration, sender }: SubmitRegistrationCommand): Promise<number> {
    let places = 0;
    try {
      return await this.uow.runInTurn(entryTurn(tournamentId, registration.email), sender?.id ?? null, async (tx) => {
        await takePersonsTurn(tx.manager, tournamentId, registration.email);
        const account = await accountOfEmail(tx, this.queries, registration.email, sender);
        const { tournament, hasWaitlist, entry, accountHasEntry } = orRefuse(
          await formTarget(tx.manager, tournamentId, registration.email, account),
          notFound(TOURNAMENT_NOT_FOUND),
        );
        // Held for the event handlers (notification, confirmation e-mail), which would otherwise read both again.
        tx.hold(Tournament, tournament);
        places = tournament.maxParticipants;
        enforce(registrationRefusal(tournament, this.clock.today(), entry, hasWaitlist));

        // One entry per account: an account that has one (of another address) keeps it, and this one stays unlinked.
        const linkTo = account !== null && !(accountHasEntry && entry?.userId !== account) ? account : null;
        const saved = entry
          ? await fillEntryForm(tx.manager, entry.id, entryFormOf(registration), {
              status: entry.status === 'withdrawn' ? 'pending' : entry.status,
              userId: linkTo,
            })
          : await insertEntry(tx.manager, entryFromForm(tournament, registration, linkTo));
        tx.hold(TournamentEntry, saved);
        if (saved.userId !== null && (entry?.userId ?? null) === null) {
          tx.record(new EntryLinked(tournamentId, { entryId: saved.id, userId: saved.userId, sport: tournament.sport }));
        }
        tx.record(
          new RegistrationSubmitted(tournamentId, { registrationId: saved.id, fullName: saved.fullName, email: saved.email }),
        );
        return saved.id;
      });
    } catch (error) {
      // Racing past the early checks is still a clear answer, never a 500: the tournament deleted meanwhile, the last
      // places taken by entries that committed first.
      if (isForeignKeyViolation(error, 'tournament_entries_tournament_id_fkey')) refuse(notFound(TOURNAMENT_NOT_FOUND));
      if (isCheckViolation(error, 'tournament_entries_within_places')) refuse(conflict(tournamentIsFull(places)));
      throw error;
    }
  }
}
