import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { conflictFromUniqueViolation, enforce } from '../../../../platform/rules';
import { PlayerJoinedWaitlist } from '../../domain/events/player-joined-waitlist.event';
import { formWaitlistRefusal } from '../../domain/rules/form-waitlist-is-open.rule';
import { TournamentWaitlistEntry } from '../../domain/tournament-waitlist-entry.entity';
import { tournamentTurn } from '../../domain/tournament-turn';
import { EMAIL_ALREADY_WAITING } from '../../domain/tournament.errors';
import { tournamentWaitlist } from '../../persistence/waitlist';
import { accountOfEmail, entryOf, isWaiting } from '../shared/entries';
import { lockApprovedTournament } from '../shared/load-tournament';
import { countPlaces } from '../shared/waitlist';
import { JoinWaitlistByFormCommand } from './join-waitlist-by-form.command';

/**
 * The full form offers the waitlist (docs/decisions/0013): the sender waits in the tournament's one line by e-mail,
 * with the form they sent, from which promotion makes their entry; linked at once to the verified account of that
 * e-mail. Under the tournament's row lock, as the account's join: each lands at the end of the line as it stands.
 */
@CommandHandler(JoinWaitlistByFormCommand)
export class JoinWaitlistByFormHandler implements ICommandHandler<JoinWaitlistByFormCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, form, sender }: JoinWaitlistByFormCommand): Promise<number> {
    try {
      return await this.uow.runInTurn(tournamentTurn(tournamentId), sender?.id ?? null, async (tx) => {
        const tournament = await lockApprovedTournament(tx.manager, tournamentId);
        const userId = await accountOfEmail(tx, this.queries, form.email, sender);
        const person = { userId, email: form.email };
        const entry = await entryOf(tx.manager, tournamentId, person);
        enforce(
          formWaitlistRefusal({
            tournament,
            ...(await countPlaces(tx.manager, tournament)),
            alreadyEntered: entry !== null && entry.status !== 'withdrawn',
            alreadyWaiting: await isWaiting(tx.manager, tournamentId, person),
            today: this.clock.today(),
          }),
        );
        const { identifiers } = await tx.manager.insert(TournamentWaitlistEntry, {
          tournamentId,
          userId,
          email: form.email,
          form,
        });
        tx.record(new PlayerJoinedWaitlist(tournamentId, { userId, email: form.email }));
        return (await tournamentWaitlist.positionOfRow(tx.manager, Number(identifiers[0].id)))!;
      });
    } catch (error) {
      // The lock already serializes joins; the unique keys are the last line should that ever change.
      throw conflictFromUniqueViolation(error, {
        tournament_waitlist_tournament_email_key: EMAIL_ALREADY_WAITING,
        tournament_waitlist_tournament_user_key: EMAIL_ALREADY_WAITING,
      });
    }
  }
}
