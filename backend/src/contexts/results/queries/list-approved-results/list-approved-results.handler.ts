import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ListApprovedResultsQuery, type CompletableResult } from '../../../fixtures';
import { approvedResults } from '../../persistence/fixture-match-links';

/** Answers the fixtures' question (their index defines it): the approved results a fixtures save applies again. */
@QueryHandler(ListApprovedResultsQuery)
export class ListApprovedResultsHandler implements IQueryHandler<ListApprovedResultsQuery, CompletableResult[]> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute({ tournamentId, manager }: ListApprovedResultsQuery): Promise<CompletableResult[]> {
    return approvedResults(manager ?? this.dataSource.manager, tournamentId);
  }
}
