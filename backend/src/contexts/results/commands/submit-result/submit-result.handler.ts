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
import { enforce, fieldRefusal, refuse } from '../../../../platform/rules';
import { ListTournamentParticipantsQuery, type TakingPartFilter, tournamentTurn } from '../../../tournaments';
import { ResultSubmitted } from '../../domain/events/result-submitted.event';
import { fixtureViewingRefusal, loadTournament } from '../../../fixtures';
import { enforceOnField } from '../../domain/field-refusal';
import { MatchResult } from '../../domain/match-result.entity';
import { ResultViews } from '../../domain/result-views';
import { opponentRefusal, opponentsNamed, submitterRefusal } from '../../domain/rules/result-participants.rule';
import { SubmitResultCommand } from './submit-result.command';

/**
 * A player logs a result: both sides must take part in the tournament, the score must be one the tournament's format
 * allows (the winner follows from it, or is named for a walkover or retirement), and the result waits, pending, for
 * the opponent's answer and the organizer (both told through the outbox, the opponent in the app as well).
 */
@CommandHandler(SubmitResultCommand)
export class SubmitResultHandler implements ICommandHandler<SubmitResultCommand, MatchResultView> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    private readonly views: ResultViews,
  ) {}

  async execute({ submitter, request }: SubmitResultCommand): Promise<MatchResultView> {
    const tournament = await loadTournament(this.queries, request.tournamentId);
    enforce(fixtureViewingRefusal(viewerOf(submitter), tournament));
    // Two bounded lookups, never the whole list: is the submitter taking part, and who takes part by that name.
    const takingPart = (filter: TakingPartFilter) =>
      this.queries.execute<ListTournamentParticipantsQuery, TournamentParticipant[]>(
        new ListTournamentParticipantsQuery(tournament.id, filter),
      );
    const [submitterRows, named] = await Promise.all([
      takingPart({ among: [submitter.id] }),
      takingPart({ named: request.opponentName }),
    ]);
    enforce(submitterRefusal({ submitterId: submitter.id, participants: submitterRows }));
    const score = checkResultScore(tournament.scoreFormat, request);
    if (!score.ok) refuse(fieldRefusal(problemsByField(score.problems)));
    const candidates = opponentsNamed(named, request.opponentName, submitter.id);
    enforceOnField('opponentName', opponentRefusal(candidates));
    const [opponent] = candidates;

    const resultId = await this.uow.runInTurn(tournamentTurn(tournament.id), submitter.id, async (tx) => {
      const result = await tx.manager.save(
        tx.manager.create(MatchResult, {
          tournamentId: tournament.id,
          organizerId: tournament.organizerId,
          playerId: submitter.id,
          opponentId: opponent.participantId,
          opponentName: participantName(opponent),
          matchType: request.matchType,
          sets: request.sets,
          winner: score.winner,
          outcome: request.outcome,
          notes: request.notes || null,
          status: 'pending',
          source: 'player',
          confirmation: 'awaiting',
          sport: tournament.sport,
          submittedAt: this.clock.now(),
        }),
      );
      tx.record(
        new ResultSubmitted(result.id, {
          tournamentId: tournament.id,
          playerId: submitter.id,
          opponentId: opponent.participantId,
          opponentName: result.opponentName,
          matchType: result.matchType,
          winner: result.winner,
          outcome: result.outcome,
        }),
      );
      return result.id;
    });
    return this.views.one(resultId);
  }
}
