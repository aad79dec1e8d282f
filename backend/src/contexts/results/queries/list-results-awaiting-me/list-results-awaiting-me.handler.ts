import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MatchResultView, Page } from '@rallypoint/shared';
import { DataSource, MoreThan } from 'typeorm';
import { Clock } from '../../../../platform/clock';
import { readPage } from '../../../../platform/database/paging';
import { awaitingSince } from '../../domain/confirmation';
import { MatchResult } from '../../domain/match-result.entity';
import { ResultViews } from '../../domain/result-views';
import { ListResultsAwaitingMeQuery } from './list-results-awaiting-me.query';

@QueryHandler(ListResultsAwaitingMeQuery)
export class ListResultsAwaitingMeHandler implements IQueryHandler<ListResultsAwaitingMeQuery, Page<MatchResultView>> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly views: ResultViews,
  ) {}

  async execute({ userId, page }: ListResultsAwaitingMeQuery): Promise<Page<MatchResultView>> {
    return readPage(
      page,
      ({ limit, offset }) =>
        this.dataSource.getRepository(MatchResult).findAndCount({
          where: {
            opponentId: userId,
            status: 'pending',
            confirmation: 'awaiting',
            submittedAt: MoreThan(awaitingSince(this.clock.now())),
          },
          order: { submittedAt: 'ASC', id: 'ASC' },
          take: limit,
          skip: offset,
        }),
      (rows) => this.views.many(rows),
    );
  }
}
