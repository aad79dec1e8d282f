import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PendingResultCounts } from '@rallypoint/shared';
import { pendingResultCounts } from '../../persistence/results.sql';
import { CountPendingResultsQuery } from './count-pending-results.query';

/**
 * One statement on the partial pending indexes: the totals and the asked tournaments' counts. An organizer's
 * results are theirs by the organizer kept on each result, so no tournament is looked up one by one.
 */
@QueryHandler(CountPendingResultsQuery)
export class CountPendingResultsHandler implements IQueryHandler<CountPendingResultsQuery, PendingResultCounts> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ viewer, tournamentIds }: CountPendingResultsQuery): Promise<PendingResultCounts> {
    const row = await pendingResultCounts(this.dataSource.manager, tournamentIds, viewer.role === 'admin' ? null : viewer.id);
    return { total: row.total, tournaments: row.tournaments, items: row.items };
  }
}
