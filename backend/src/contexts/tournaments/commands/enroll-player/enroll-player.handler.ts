import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { PlayerEnrolled } from '../../domain/events/player-enrolled.event';
import { enrolmentRefusal } from '../../domain/rules/enrolment-is-open.rule';
import { enforce, conflictFromUniqueViolation } from '../../../../platform/rules';
import { TournamentParticipant } from '../../domain/tournament-participant.entity';
import { ALREADY_ENROLLED } from '../../domain/tournament.errors';
import { lockApprovedTournament } from '../shared/load-tournament';
import { countPlaces } from '../shared/waitlist';
import { EnrollPlayerCommand } from './enroll-player.command';
import { tournamentTurn } from '../../domain/tournament-turn';

/**
 * A player takes a place. The tournament row is locked FOR UPDATE before counting, so concurrent
 * enrolments queue one behind the other and the count each one sees already includes the ones before it:
 * the capacity can never be exceeded, and nobody enrols past the players on the waitlist.
 */
@CommandHandler(EnrollPlayerCommand)
export class EnrollPlayerHandler implements ICommandHandler<EnrollPlayerCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, playerId }: EnrollPlayerCommand): Promise<void> {
    try {
      await this.uow.runInTurn(tournamentTurn(tournamentId), playerId, async (tx) => {
        const tournament = await lockApprovedTournament(tx.manager, tournamentId);
        const { participantCount, waitingCount } = await countPlaces(tx.manager, tournament);
        const alreadyEnrolled = await tx.manager.existsBy(TournamentParticipant, { tournamentId, participantId: playerId });
        enforce(enrolmentRefusal({ tournament, participantCount, waitingCount, alreadyEnrolled, today: this.clock.today() }));
        await tx.manager.insert(TournamentParticipant, { tournamentId, participantId: playerId });
        tx.record(new PlayerEnrolled(tournamentId, { participantId: playerId }));
      });
    } catch (error) {
      // The lock already serializes enrolments; the unique key is the last line should that ever change.
      throw conflictFromUniqueViolation(error, { tournament_participants_tournament_participant_key: ALREADY_ENROLLED });
    }
  }
}
