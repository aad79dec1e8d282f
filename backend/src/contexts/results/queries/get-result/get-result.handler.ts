import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MatchResultView } from '@rallypoint/shared';
import { DataSource } from 'typeorm';
import { enforce } from '../../../../platform/rules';
import { MatchResult } from '../../domain/match-result.entity';
import { ResultViews } from '../../domain/result-views';
import { resultVisibilityRefusal } from '../../domain/rules/result-visibility.rule';
import { GetResultQuery } from './get-result.query';

@QueryHandler(GetResultQuery)
export class GetResultHandler implements IQueryHandler<GetResultQuery, MatchResultView> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly views: ResultViews,
  ) {}

  async execute({ resultId, viewer }: GetResultQuery): Promise<MatchResultView> {
    const result = await this.dataSource.getRepository(MatchResult).findOneBy({ id: resultId });
    enforce(resultVisibilityRefusal(viewer, result));
    const [view] = await this.views.many([result!]);
    return view;
  }
}
