import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { checkResultScore, problemsByField, type MatchResultView } from '@rallypoint/shared';
import { viewerOf } from '../../../../platform/auth';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { badRequest, enforce, fieldRefusal, refuse } from '../../../../platform/rules';
import { tournamentTurn, type TournamentEntryFacts } from '../../../tournaments';
import { ResultApproved, sidesOf } from '../../domain/events/result-decided.event';
import { ResultEntered } from '../../domain/events/result-entered.event';
import { loadTournament } from '../../../fixtures';
import { enforceOnField } from '../../domain/field-refusal';
import { MatchResult } from '../../domain/match-result.entity';
import { ResultSides } from '../../domain/result-sides';
import { ResultViews } from '../../domain/result-views';
import { SAME_PLAYER_TWICE } from '../../domain/results.errors';
import { ENTERED_SIDES, entriesNamed, sideRefusal } from '../../domain/rules/result-participants.rule';
import { resultReviewRefusal } from '../../domain/rules/result-review.rule';
import { EnterResultCommand } from './enter-result.command';

type Request = EnterResultCommand['request'];

/** Each side of the request: the field naming it by entry id, and the one naming it by name. */
const SIDES = [
  { side: 'player', idField: 'playerEntryId', nameField: 'playerName' },
  { side: 'opponent', idField: 'opponentEntryId', nameField: 'opponentName' },
] as const;

/**
 * The organizer (or an admin) enters a result between any two entries of the tournament, with or without accounts,
 * named by entry id or as the participant list names them; it may name the fixture match it is for. It needs nobody's
 * confirmation and is approved at once: the fixture match and the ratings follow in the same transaction, as for any
 * approval.
 */
@CommandHandler(EnterResultCommand)
export class EnterResultHandler implements ICommandHandler<EnterResultCommand, MatchResultView> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    private readonly sides: ResultSides,
    private readonly views: ResultViews,
  ) {}

  async execute({ tournamentId, organizer, request }: EnterResultCommand): Promise<MatchResultView> {
    const tournament = await loadTournament(this.queries, tournamentId);
    enforce(resultReviewRefusal(viewerOf(organizer), tournament));
    const score = checkResultScore(tournament.scoreFormat, request);
    if (!score.ok) refuse(fieldRefusal(problemsByField(score.problems)));
    const [player, opponent] = await this.namedSides(tournamentId, request);
    if (player.entryId === opponent.entryId)
      enforceOnField(request.opponentEntryId === undefined ? 'opponentName' : 'opponentEntryId', badRequest(SAME_PLAYER_TWICE));
    const fixtureMatchKey = await this.sides.fixtureMatchKey({
      tournamentId,
      playerEntryId: player.entryId,
      opponentEntryId: opponent.entryId,
      matchType: request.matchType,
      fixtureMatchId: request.fixtureMatchId,
    });

    const resultId = await this.uow.runInTurn(tournamentTurn(tournamentId), organizer.id, async (tx) => {
      const now = this.clock.now();
      const result = await tx.manager.save(
        tx.manager.create(MatchResult, {
          tournamentId,
          organizerId: tournament.organizerId,
          playerEntryId: player.entryId,
          opponentEntryId: opponent.entryId,
          playerId: player.userId,
          opponentId: opponent.userId,
          opponentName: opponent.name,
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
          fixtureMatchKey,
        }),
      );
      tx.record(
        new ResultEntered(result.id, {
          ...sidesOf(result),
          playerName: player.name,
          opponentName: result.opponentName,
          fixtureMatchKey,
          matchType: result.matchType,
          sets: result.sets,
          winner: result.winner,
          outcome: result.outcome,
        }),
      );
      tx.record(new ResultApproved(result.id, { ...sidesOf(result), sport: result.sport }));
      return result.id;
    });
    return this.views.one(resultId);
  }

  /**
   * Both sides are looked up at once (withdrawn entries too: the organizer records what was played), but judged in a
   * fixed order after both answers are in, so the same body always gets the same answer: every side that names no
   * entry (or more than one) in one 400, player first, on the field that named it.
   */
  private async namedSides(tournamentId: number, request: Request): Promise<TournamentEntryFacts[]> {
    const candidates = await Promise.all(
      SIDES.map(async ({ idField, nameField }) => {
        const id = request[idField];
        if (id !== undefined) return this.sides.entries(tournamentId, { ids: [id], withWithdrawn: true });
        const name = request[nameField] ?? '';
        return entriesNamed(await this.sides.entries(tournamentId, { named: name, withWithdrawn: true }), name);
      }),
    );
    const problems: Record<string, string[]> = {};
    SIDES.forEach(({ side, idField, nameField }, i) => {
      const refusal = sideRefusal(candidates[i], ENTERED_SIDES[side]);
      if (refusal) problems[request[idField] === undefined ? nameField : idField] = [refusal.message];
    });
    if (Object.keys(problems).length > 0) refuse(fieldRefusal(problems));
    return candidates.map(([entry]) => entry);
  }
}
