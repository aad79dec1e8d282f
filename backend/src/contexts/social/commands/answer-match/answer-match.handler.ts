import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { enforce, notFound } from '../../../../platform/rules';
import { Clock } from '../../../../platform/clock';
import { MatchAnswered } from '../../domain/events/match-answered.event';
import { MatchEvent } from '../../domain/match-event.entity';
import { answerRefusal } from '../../domain/rules/match-can-be-answered.rule';
import { MATCH_NOT_FOUND } from '../../domain/social.errors';
import { AnswerMatchCommand } from './answer-match.command';

/**
 * The invitee accepts or declines. The row is locked so two answers at once cannot both pass the "still
 * pending" check. Accepting needs no overlap check: a pending proposal already holds both players' time.
 */
@CommandHandler(AnswerMatchCommand)
export class AnswerMatchHandler implements ICommandHandler<AnswerMatchCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ callerId, matchId, response }: AnswerMatchCommand): Promise<void> {
    await this.uow.run(callerId, async (tx) => {
      const match = await tx.manager.findOne(MatchEvent, { where: { id: matchId }, lock: { mode: 'pessimistic_write' } });
      if (!match) return enforce(notFound(MATCH_NOT_FOUND));
      enforce(answerRefusal(match, callerId, this.clock.today()));
      await tx.manager.update(MatchEvent, { id: match.id }, { response, respondedAt: this.clock.now() });
      tx.record(new MatchAnswered(match.id, { proposerId: match.playerId, opponentId: match.opponentId, response }));
    });
  }
}
