import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MatchResultView, Page } from '@rallypoint/shared';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { enforce } from '../../../../platform/rules';
import { loadTournament } from '../../../fixtures';
import { MatchResult } from '../../domain/match-result.entity';
import { ResultViews } from '../../domain/result-views';
import { resultReviewRefusal } from '../../domain/rules/result-review.rule';
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
    const { limit, offset } = pageWindow(filter);
    const query = this.dataSource
      .getRepository(MatchResult)
      .createQueryBuilder('r')
      .where('r.tournament_id = :tournamentId', { tournamentId });
    if (filter.status) query.andWhere('r.status = :status', { status: filter.status });
    const [rows, total] = await query
      // Disputed results first: they wait for the organizer alone.
      .orderBy(`CASE WHEN r.status <> 'pending' THEN 2 WHEN r.confirmation = 'disputed' THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy('r.submitted_at', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .limit(limit)
      .offset(offset)
      .getManyAndCount();
    return toPage(await this.views.many(rows), total, filter);
  }
}
