import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import {
  checkResultScore,
  participantName,
  problemsByField,
  type MatchResultView,
  type TournamentParticipant,
} from '@rallypoint/shared';
import { viewerOf } from '../../../../platform/auth';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { badRequest, enforce, fieldRefusal, refuse } from '../../../../platform/rules';
import { ListTournamentParticipantsQuery, tournamentTurn } from '../../../tournaments';
import { ResultApproved } from '../../domain/events/result-decided.event';
import { ResultEntered } from '../../domain/events/result-entered.event';
import { loadTournament } from '../../../fixtures';
import { enforceOnField } from '../../domain/field-refusal';
import { MatchResult } from '../../domain/match-result.entity';
import { ResultViews } from '../../domain/result-views';
import { SAME_PLAYER_TWICE } from '../../domain/results.errors';
import { ENTERED_SIDES, namedParticipantRefusal, participantsNamed } from '../../domain/rules/result-participants.rule';
import { resultReviewRefusal } from '../../domain/rules/result-review.rule';
import { EnterResultCommand } from './enter-result.command';

/**
 * The organizer (or an admin) enters a result between two participants, named as the participant list names them.
 * It needs nobody's confirmation and is approved at once: the fixture match and the ratings follow in the same
 * transaction, as for any approval.
 */
@CommandHandler(EnterResultCommand)
export class EnterResultHandler implements ICommandHandler<EnterResultCommand, MatchResultView> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    private readonly views: ResultViews,
  ) {}

  async execute({ tournamentId, organizer, request }: EnterResultCommand): Promise<MatchResultView> {
    const tournament = await loadTournament(this.queries, tournamentId);
    enforce(resultReviewRefusal(viewerOf(organizer), tournament));
    const score = checkResultScore(tournament.scoreFormat, request);
    if (!score.ok) refuse(fieldRefusal(problemsByField(score.problems)));
    const [player, opponent] = await this.namedSides(tournamentId, request);
    if (player.participantId === opponent.participantId) enforceOnField('opponentName', badRequest(SAME_PLAYER_TWICE));

    const resultId = await this.uow.runInTurn(tournamentTurn(tournamentId), organizer.id, async (tx) => {
      const now = this.clock.now();
      const result = await tx.manager.save(
        tx.manager.create(MatchResult, {
          tournamentId,
          organizerId: tournament.organizerId,
          playerId: player.participantId,
          opponentId: opponent.participantId,
          opponentName: participantName(opponent),
          matchType: request.matchType,
          sets: request.sets,
          winner: score.winner,
          outcome: request.outcome,
          notes: request.notes || null,
          status: 'approved',
          source: 'organizer',
          confirmation: 'not-needed',
          sport: tournament.sport,
          submittedAt: now,
          approvedAt: now,
          approvedBy: organizer.id,
        }),
      );
      const parties = { tournamentId, playerId: result.playerId, opponentId: result.opponentId };
      tx.record(
        new ResultEntered(result.id, {
          ...parties,
          opponentName: result.opponentName,
          matchType: result.matchType,
          sets: result.sets,
          winner: result.winner,
          outcome: result.outcome,
        }),
      );
      tx.record(new ResultApproved(result.id, { ...parties, sport: result.sport }));
      return result.id;
    });
    return this.views.one(resultId);
  }

  /**
   * Both names are looked up at once, but judged in a fixed order after both answers are in, so the same body always
   * gets the same answer: every side that names nobody (or more than one participant) in one 400, player first.
   */
  private async namedSides(tournamentId: number, request: EnterResultCommand['request']): Promise<TournamentParticipant[]> {
    const sides = ['playerName', 'opponentName'] as const;
    const candidates = await Promise.all(
      sides.map(async (field) => {
        const named = await this.queries.execute<ListTournamentParticipantsQuery, TournamentParticipant[]>(
          new ListTournamentParticipantsQuery(tournamentId, { named: request[field] }),
        );
        return participantsNamed(named, request[field]);
      }),
    );
    const problems: Record<string, string[]> = {};
    sides.forEach((field, i) => {
      const refusal = namedParticipantRefusal(candidates[i], ENTERED_SIDES[field]);
      if (refusal) problems[field] = [refusal.message];
    });
    if (Object.keys(problems).length > 0) refuse(fieldRefusal(problems));
    return candidates.map(([participant]) => participant);
  }
}
