import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { MatchResultView } from '@rallypoint/shared';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { viewerOf } from '../../../../platform/auth';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { enforce } from '../../../../platform/rules';
import { ResultConfirmed, ResultDisputed } from '../../domain/events/result-answered.event';
import { ResultApproved, sidesOf } from '../../domain/events/result-decided.event';
import { MatchResult } from '../../domain/match-result.entity';
import { ResultSettingsRow } from '../../domain/result-settings.entity';
import { resultTurn } from '../../domain/result-turn';
import { ResultViews } from '../../domain/result-views';
import { resultVisibilityRefusal } from '../../domain/rules/result-visibility.rule';
import { confirmationRefusal } from '../../domain/rules/result-confirmation.rule';
import { AnswerResultCommand } from './answer-result.command';

/**
 * The opponent confirms or disputes a logged result. The row is locked first, so two answers (or an answer and the
 * organizer's decision) take turns and the second meets a 409. A confirmation approves the result at once when the
 * tournament approves agreed results (the default); a dispute leaves it to the organizer.
 */
@CommandHandler(AnswerResultCommand)
export class AnswerResultHandler implements ICommandHandler<AnswerResultCommand, MatchResultView> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly views: ResultViews,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ resultId, opponent, answer }: AnswerResultCommand): Promise<MatchResultView> {
    await this.uow.runInTurn(await resultTurn(this.dataSource, resultId), opponent.id, async (tx) => {
      const result = await tx.manager.findOne(MatchResult, { where: { id: resultId }, lock: { mode: 'pessimistic_write' } });
      enforce(resultVisibilityRefusal(viewerOf(opponent), result));
      const now = this.clock.now();
      enforce(confirmationRefusal(opponent.id, result!, now));
      const comment = answer.comment || null;
      const confirmed = answer.decision === 'confirm';
      await tx.manager.update(
        MatchResult,
        { id: resultId },
        { confirmation: confirmed ? 'confirmed' : 'disputed', confirmationComment: comment, answeredAt: now },
      );
      const parties = sidesOf(result!);
      tx.record(
        confirmed
          ? new ResultConfirmed(resultId, { ...parties, comment })
          : new ResultDisputed(resultId, { ...parties, comment }),
      );
      if (!confirmed) return;
      const settings = await tx.manager.findOneBy(ResultSettingsRow, { tournamentId: result!.tournamentId });
      if (settings && !settings.approveAgreedResults) return;
      await tx.manager.update(MatchResult, { id: resultId }, { status: 'approved', approvedAt: now, approvedBy: null });
      tx.record(new ResultApproved(resultId, { ...parties, sport: result!.sport, byAgreement: true }));
    });
    return this.views.one(resultId);
  }
}
