import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ratedResultOf } from '../../domain/rated-result';
import { lastRatedSeq, numberRatedResults, ratedResultsInOrder, unratedResultIds } from '../../persistence/rated-results.sql';
import { NumberApprovedResultsCommand, type NumberedApprovals } from './number-approved-results.command';

/** Runs in the caller's transaction: no unit of work and no event of its own (ResultRated is the ratings'). */
@CommandHandler(NumberApprovedResultsCommand)
export class NumberApprovedResultsHandler implements ICommandHandler<NumberApprovedResultsCommand, NumberedApprovals> {
  async execute({ manager, sport }: NumberApprovedResultsCommand): Promise<NumberedApprovals> {
    const ids = await unratedResultIds(manager, sport);
    if (ids.length === 0) return { lastSeq: null, numbered: [] };
    const lastSeq = await lastRatedSeq(manager, sport);
    // Numbered in approval order.
    await numberRatedResults(manager, ids);
    const rows = await ratedResultsInOrder(manager, { sport, only: ids });
    return { lastSeq, numbered: rows.map((row) => ({ seq: row.seq, rated: ratedResultOf(row) })) };
  }
}
