import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ResultSettings } from '@rallypoint/shared';
import { DataSource } from 'typeorm';
import { enforce } from '../../../../platform/rules';
import { loadTournament } from '../../../fixtures';
import { ResultSettingsRow } from '../../domain/result-settings.entity';
import { resultReviewRefusal } from '../../domain/rules/result-review.rule';
import { GetResultSettingsQuery } from './get-result-settings.query';

@QueryHandler(GetResultSettingsQuery)
export class GetResultSettingsHandler implements IQueryHandler<GetResultSettingsQuery, ResultSettings> {
  constructor(
    private readonly queries: QueryBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ tournamentId, viewer }: GetResultSettingsQuery): Promise<ResultSettings> {
    enforce(resultReviewRefusal(viewer, await loadTournament(this.queries, tournamentId)));
    const row = await this.dataSource.getRepository(ResultSettingsRow).findOneBy({ tournamentId });
    return { approveAgreedResults: row?.approveAgreedResults ?? true };
  }
}
