import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { MatchResultView } from '@rallypoint/shared';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { viewerOf } from '../../../../platform/auth';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { enforce } from '../../../../platform/rules';
import { ResultApproved, ResultRejected, sidesOf } from '../../domain/events/result-decided.event';
import { loadTournament } from '../../../fixtures';
import { MatchResult } from '../../domain/match-result.entity';
import { resultTurn } from '../../domain/result-turn';
import { ResultViews } from '../../domain/result-views';
import { resultIsPendingRefusal, resultReviewRefusal } from '../../domain/rules/result-review.rule';
import { resultVisibilityRefusal } from '../../domain/rules/result-visibility.rule';
import { DecideResultCommand } from './decide-result.command';

/**
 * The organizer (or an admin) approves or rejects a pending result. The result row is locked FOR UPDATE before its
 * status is read, so two decisions at once queue: the second sees the first one's status and gets a 409.
 */
@CommandHandler(DecideResultCommand)
export class DecideResultHandler implements ICommandHandler<DecideResultCommand, MatchResultView> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    private readonly views: ResultViews,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ resultId, actor, status }: DecideResultCommand): Promise<MatchResultView> {
    await this.uow.runInTurn(await resultTurn(this.dataSource, resultId), actor.id, async (tx) => {
      const result = await tx.manager.findOne(MatchResult, { where: { id: resultId }, lock: { mode: 'pessimistic_write' } });
      enforce(resultVisibilityRefusal(viewerOf(actor), result));
      const tournament = await loadTournament(this.queries, result!.tournamentId, tx);
      enforce(resultReviewRefusal(viewerOf(actor), tournament));
      enforce(resultIsPendingRefusal(result!));
      const decision = { status, approvedAt: this.clock.now(), approvedBy: actor.id };
      await tx.manager.update(MatchResult, { id: resultId }, decision);
      // Held as decided: the reactions read it from here, and the approval's may link it to the match it completed.
      tx.hold(MatchResult, Object.assign(result!, decision));
      const payload = sidesOf(result!);
      tx.record(
        status === 'approved'
          ? new ResultApproved(resultId, { ...payload, sport: result!.sport })
          : new ResultRejected(resultId, payload),
      );
    });
    return this.views.one(resultId);
  }
}
