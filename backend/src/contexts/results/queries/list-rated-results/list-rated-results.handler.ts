import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ratedResultOf } from '../../domain/rated-result';
import { ratedResultsInOrder } from '../../persistence/rated-results.sql';
import { ListRatedResultsQuery, type NumberedResult } from './list-rated-results.query';

@QueryHandler(ListRatedResultsQuery)
export class ListRatedResultsHandler implements IQueryHandler<ListRatedResultsQuery, NumberedResult[]> {
  async execute({ manager, filter }: ListRatedResultsQuery): Promise<NumberedResult[]> {
    const rows = await ratedResultsInOrder(manager, filter);
    return rows.map((row) => ({ seq: row.seq, rated: ratedResultOf(row) }));
  }
}
