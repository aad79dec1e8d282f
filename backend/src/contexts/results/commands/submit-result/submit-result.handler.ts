import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { checkResultScore, problemsByField, type MatchResultView } from '@rallypoint/shared';
import { viewerOf } from '../../../../platform/auth';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { enforce, fieldRefusal, refuse } from '../../../../platform/rules';
import { tournamentTurn, type TournamentEntryFacts } from '../../../tournaments';
import { ResultSubmitted } from '../../domain/events/result-submitted.event';
import { fixtureViewingRefusal, loadTournament } from '../../../fixtures';
import { enforceOnField } from '../../domain/field-refusal';
import { MatchResult } from '../../domain/match-result.entity';
import { ResultSides } from '../../domain/result-sides';
import { ResultViews } from '../../domain/result-views';
import {
  entriesNamed,
  opponentEntries,
  PLAYER_OPPONENT,
  sideRefusal,
  submitterRefusal,
} from '../../domain/rules/result-participants.rule';
import { SubmitResultCommand } from './submit-result.command';

/**
 * A player logs a result: the submitter's account must hold an entry of the tournament, the opponent is any other
 * entry (by id, or by the name the participants list shows), the score must be one the tournament's format allows
 * (the winner follows from it, or is named for a walkover or retirement), and the result names its fixture match (the
 * one chosen, or the first open one between the two). It waits, pending: for the opponent's answer when their entry
 * has an account, and for the organizer (both told through the outbox, the opponent in the app as well); an opponent
 * without an account cannot be asked, so the result is the organizer's alone (docs/decisions/0013).
 */
@CommandHandler(SubmitResultCommand)
export class SubmitResultHandler implements ICommandHandler<SubmitResultCommand, MatchResultView> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    private readonly sides: ResultSides,
    private readonly views: ResultViews,
  ) {}

  async execute({ submitter, request }: SubmitResultCommand): Promise<MatchResultView> {
    const tournament = await loadTournament(this.queries, request.tournamentId);
    enforce(fixtureViewingRefusal(viewerOf(submitter), tournament));
    // Two bounded lookups, never the whole list: the submitter's entry, and the entry (or entries) the opponent names.
    const [mine, candidates] = await Promise.all([
      this.sides.entries(tournament.id, { userIds: [submitter.id] }),
      this.opponentCandidates(tournament.id, request),
    ]);
    enforce(submitterRefusal(mine));
    const [player] = mine;
    const score = checkResultScore(tournament.scoreFormat, request);
    if (!score.ok) refuse(fieldRefusal(problemsByField(score.problems)));
    const others = opponentEntries(candidates, player.entryId);
    enforceOnField(
      request.opponentEntryId === undefined ? 'opponentName' : 'opponentEntryId',
      sideRefusal(others, PLAYER_OPPONENT),
    );
    const [opponent] = others;
    const fixtureMatchKey = await this.sides.fixtureMatchKey({
      tournamentId: tournament.id,
      playerEntryId: player.entryId,
      opponentEntryId: opponent.entryId,
      matchType: request.matchType,
      fixtureMatchId: request.fixtureMatchId,
    });

    const resultId = await this.uow.runInTurn(tournamentTurn(tournament.id), submitter.id, async (tx) => {
      const result = await tx.manager.save(
        tx.manager.create(MatchResult, {
          tournamentId: tournament.id,
          organizerId: tournament.organizerId,
          playerEntryId: player.entryId,
          opponentEntryId: opponent.entryId,
          playerId: submitter.id,
          opponentId: opponent.userId,
          opponentName: opponent.name,
          matchType: request.matchType,
          sets: request.sets,
          winner: score.winner,
          outcome: request.outcome,
          notes: request.notes || null,
          status: 'pending',
          source: 'player',
          // Nobody to ask when the opponent's entry has no account: the organizer decides (decisions.md, "Entries").
          confirmation: opponent.userId === null ? 'organizer' : 'awaiting',
          sport: tournament.sport,
          submittedAt: this.clock.now(),
          fixtureMatchKey,
        }),
      );
      tx.record(
        new ResultSubmitted(result.id, {
          tournamentId: tournament.id,
          playerId: submitter.id,
          opponentId: opponent.userId,
          playerEntryId: player.entryId,
          opponentEntryId: opponent.entryId,
          opponentName: result.opponentName,
          fixtureMatchKey,
          matchType: result.matchType,
          winner: result.winner,
          outcome: result.outcome,
        }),
      );
      return result.id;
    });
    return this.views.one(resultId);
  }

  /** The entry the request names as the opponent: by id, or every entry shown by that name. */
  private async opponentCandidates(
    tournamentId: number,
    request: SubmitResultCommand['request'],
  ): Promise<TournamentEntryFacts[]> {
    if (request.opponentEntryId !== undefined) return this.sides.entries(tournamentId, { ids: [request.opponentEntryId] });
    const name = request.opponentName ?? '';
    return entriesNamed(await this.sides.entries(tournamentId, { named: name }), name);
  }
}
