import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { MatchResultView, Page } from '@rallypoint/shared';
import { readPage } from '../../../../platform/database/paging';
import { enforce } from '../../../../platform/rules';
import { loadTournament } from '../../../fixtures';
import { MatchResult } from '../../domain/match-result.entity';
import { ResultViews } from '../../domain/result-views';
import { resultReviewRefusal } from '../../domain/rules/result-review.rule';
import { tournamentResultIds } from '../../persistence/results.sql';
import { ListTournamentResultsQuery } from './list-tournament-results.query';

@QueryHandler(ListTournamentResultsQuery)
export class ListTournamentResultsHandler implements IQueryHandler<ListTournamentResultsQuery, Page<MatchResultView>> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
    private readonly views: ResultViews,
  ) {}

  async execute({ tournamentId, viewer, filter }: ListTournamentResultsQuery): Promise<Page<MatchResultView>> {
    const tournament = await loadTournament(this.queries, tournamentId);
    enforce(resultReviewRefusal(viewer, tournament));
    return readPage(
      filter,
      (window) => tournamentResultIds(this.dataSource.manager, tournamentId, filter.status, window),
      async (ids) => {
        const rows = ids.length ? await this.dataSource.manager.findBy(MatchResult, { id: In(ids) }) : [];
        const byId = new Map(rows.map((row) => [row.id, row]));
        return this.views.many(ids.map((id) => byId.get(id)!));
      },
    );
  }
}
