import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { conflictFromUniqueViolation, enforce } from '../../../../platform/rules';
import { PlayerJoinedWaitlist } from '../../domain/events/player-joined-waitlist.event';
import { waitlistRefusal } from '../../domain/rules/waitlist-is-open.rule';
import { TournamentWaitlistEntry } from '../../domain/tournament-waitlist-entry.entity';
import { ALREADY_WAITING } from '../../domain/tournament.errors';
import { lockApprovedTournament } from '../shared/load-tournament';
import { tournamentWaitlist } from '../../persistence/waitlist';
import { entryOf, isWaiting, profileOf } from '../shared/entries';
import { countPlaces } from '../shared/waitlist';
import { JoinWaitlistCommand } from './join-waitlist.command';
import { tournamentTurn } from '../../domain/tournament-turn';

/**
 * A player queues for a place in a full tournament, in its one line (docs/decisions/0013): by account and its e-mail,
 * and promotion makes their entry from the profile. The tournament row is locked FOR UPDATE first, as enrolment
 * does: joins, enrolments and withdrawals queue one at a time, so each join lands at the end of the line as it
 * stands and the position it answers is final until someone ahead leaves or is promoted.
 */
@CommandHandler(JoinWaitlistCommand)
export class JoinWaitlistHandler implements ICommandHandler<JoinWaitlistCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, playerId }: JoinWaitlistCommand): Promise<number> {
    try {
      return await this.uow.runInTurn(tournamentTurn(tournamentId), playerId, async (tx) => {
        const tournament = await lockApprovedTournament(tx.manager, tournamentId);
        const places = await countPlaces(tx.manager, tournament);
        const { email } = await profileOf(tx, this.queries, playerId);
        const person = { userId: playerId, email };
        const entry = await entryOf(tx.manager, tournamentId, person);
        const alreadyEnrolled = entry !== null && entry.status !== 'withdrawn';
        const alreadyWaiting = await isWaiting(tx.manager, tournamentId, person);
        enforce(waitlistRefusal({ tournament, ...places, alreadyEnrolled, alreadyWaiting, today: this.clock.today() }));
        await tx.manager.insert(TournamentWaitlistEntry, { tournamentId, userId: playerId, email, form: null });
        tx.record(new PlayerJoinedWaitlist(tournamentId, { userId: playerId }));
        return (await tournamentWaitlist.positionOf(tx.manager, tournamentId, playerId))!;
      });
    } catch (error) {
      // The lock already serializes joins; the unique keys are the last line should that ever change.
      throw conflictFromUniqueViolation(error, {
        tournament_waitlist_tournament_user_key: ALREADY_WAITING,
        tournament_waitlist_tournament_email_key: ALREADY_WAITING,
      });
    }
  }
}
