import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { checkResultScore, problemsByField, type MatchResultView } from '@rallypoint/shared';
import { DataSource } from 'typeorm';
import { viewerOf } from '../../../../platform/auth';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { enforce, fieldRefusal, refuse } from '../../../../platform/rules';
import { ResultApproved, sidesOf } from '../../domain/events/result-decided.event';
import { ResultCorrected, type ResultScore } from '../../domain/events/result-entered.event';
import { loadTournament } from '../../../fixtures';
import { ratedResultOf } from '../../domain/rated-result';
import { MatchResult } from '../../domain/match-result.entity';
import { resultTurn } from '../../domain/result-turn';
import { ResultViews } from '../../domain/result-views';
import { resultReviewRefusal } from '../../domain/rules/result-review.rule';
import { resultVisibilityRefusal } from '../../domain/rules/result-visibility.rule';
import { CorrectResultCommand } from './correct-result.command';

const scoreOf = (r: Pick<MatchResult, 'matchType' | 'sets' | 'winner' | 'outcome'>): ResultScore => ({
  matchType: r.matchType,
  sets: r.sets,
  winner: r.winner,
  outcome: r.outcome,
});

/**
 * The organizer (or an admin) corrects a result's score, whatever its state; the corrected result is approved. An
 * approved one keeps its approval and its fixture match and ratings follow the new score; a pending or rejected one
 * is approved now. The row is locked first, so a correction and an answer or decision take turns.
 */
@CommandHandler(CorrectResultCommand)
export class CorrectResultHandler implements ICommandHandler<CorrectResultCommand, MatchResultView> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    private readonly views: ResultViews,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ resultId, organizer, score: request }: CorrectResultCommand): Promise<MatchResultView> {
    await this.uow.runInTurn(await resultTurn(this.dataSource, resultId), organizer.id, async (tx) => {
      const result = await tx.manager.findOne(MatchResult, { where: { id: resultId }, lock: { mode: 'pessimistic_write' } });
      enforce(resultVisibilityRefusal(viewerOf(organizer), result));
      const tournament = await loadTournament(this.queries, result!.tournamentId);
      enforce(resultReviewRefusal(viewerOf(organizer), tournament));
      const score = checkResultScore(tournament.scoreFormat, request);
      if (!score.ok) refuse(fieldRefusal(problemsByField(score.problems)));

      const before = scoreOf(result!);
      const wasApproved = result!.status === 'approved';
      const now = this.clock.now();
      Object.assign(result!, {
        matchType: request.matchType,
        sets: request.sets,
        winner: score.winner,
        outcome: request.outcome,
        notes: request.notes || null,
      });
      if (!wasApproved) Object.assign(result!, { status: 'approved', approvedAt: now, approvedBy: organizer.id });
      await tx.manager.save(result!);
      tx.record(
        new ResultCorrected(resultId, {
          tournamentId: result!.tournamentId,
          before,
          after: scoreOf(result!),
          rated: wasApproved ? ratedResultOf(result!) : null,
        }),
      );
      if (!wasApproved) tx.record(new ResultApproved(resultId, { ...sidesOf(result!), sport: result!.sport }));
    });
    return this.views.one(resultId);
  }
}
