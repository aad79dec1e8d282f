import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MatchResultView, Page } from '@rallypoint/shared';
import { DataSource, MoreThan } from 'typeorm';
import { Clock } from '../../../../platform/clock';
import { pageWindow, toPage } from '../../../../platform/database/paging';
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
    const { limit, offset } = pageWindow(page);
    const [rows, total] = await this.dataSource.getRepository(MatchResult).findAndCount({
      where: {
        opponentId: userId,
        status: 'pending',
        confirmation: 'awaiting',
        submittedAt: MoreThan(awaitingSince(this.clock.now())),
      },
      order: { submittedAt: 'ASC', id: 'ASC' },
      take: limit,
      skip: offset,
    });
    return toPage(await this.views.many(rows), total, page);
  }
}
