import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MatchResultView, Page } from '@rallypoint/shared';
import { readPage } from '../../../../platform/database/paging';
import { MatchResult } from '../../domain/match-result.entity';
import { ResultViews } from '../../domain/result-views';
import { ListMyResultsQuery } from './list-my-results.query';

@QueryHandler(ListMyResultsQuery)
export class ListMyResultsHandler implements IQueryHandler<ListMyResultsQuery, Page<MatchResultView>> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly views: ResultViews,
  ) {}

  async execute({ user, page }: ListMyResultsQuery): Promise<Page<MatchResultView>> {
    return readPage(
      page,
      ({ limit, offset }) =>
        this.dataSource.getRepository(MatchResult).findAndCount({
          where: { playerId: user.id },
          order: { submittedAt: 'DESC', id: 'DESC' },
          take: limit,
          skip: offset,
        }),
      (rows) => this.views.many(rows),
    );
  }
}
