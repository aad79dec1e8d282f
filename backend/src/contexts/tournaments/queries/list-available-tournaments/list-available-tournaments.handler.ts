import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AvailableTournament, AvailableTournamentsQuery, Page } from '@rallypoint/shared';
import { containsPattern, pageWindow, toPage } from '../../../../platform/database/paging';
import { today } from '../../domain/tournament-status';
import { toTournamentDetail } from '../read-model/tournament-view';
import { runningOn, SqlParams, tournamentSearchCondition, type TournamentRow, whereSql } from '../read-model/tournament-rows';
import { TournamentViews } from '../read-model/tournament-views';
import { hasWaitlistSql, type StandingColumns, toWaitlistStanding, waitlistPositionSql } from '../read-model/waitlist-standing';
import { ListAvailableTournamentsQuery } from './list-available-tournaments.query';

/**
 * The order: upcoming (soonest first), then running (earliest start first), then finished (latest end first),
 * ties by id. Upcoming and finished are read in index order from (status, start_date, id) or (status, end_date DESC,
 * id), running ones found by their date range (few at a time), and only the first `offset + limit` of each, so a
 * page never sorts every approved tournament.
 */
const STAGES = [
  {
    condition: (today: string) => `t.start_date > ${today}::date`,
    key: `(t.start_date - DATE '2000-01-01')`,
    order: 't.start_date, t.id',
  },
  { condition: runningOn, key: `(t.start_date - DATE '2000-01-01')`, order: 't.start_date, t.id' },
  {
    condition: (today: string) => `t.end_date < ${today}::date`,
    key: `(DATE '2000-01-01' - t.end_date)`,
    order: 't.end_date DESC, t.id',
  },
];

@QueryHandler(ListAvailableTournamentsQuery)
export class ListAvailableTournamentsHandler implements IQueryHandler<ListAvailableTournamentsQuery, Page<AvailableTournament>> {
  constructor(private readonly views: TournamentViews) {}

  async execute({ viewerId, filter }: ListAvailableTournamentsQuery): Promise<Page<AvailableTournament>> {
    const { limit, offset } = pageWindow(filter);
    const params = new SqlParams();
    const on = params.param(today());
    const viewer = params.param(viewerId);
    const conditions = filterConditions(filter, params);
    const reach = params.param(offset + limit);
    const stages = STAGES.map(
      (stage, index) => `(SELECT t.id, ${index} AS stage, ${stage.key} AS key FROM tournaments t
        ${whereSql([...conditions, stage.condition(on)])} ORDER BY ${stage.order} LIMIT ${reach})`,
    ).join(' UNION ALL ');
    const pageSql = `JOIN (SELECT id, stage, key FROM (${stages}) s ORDER BY stage, key, id LIMIT ${params.param(limit)} OFFSET ${params.param(offset)}) page
      ON page.id = t.id ORDER BY page.stage, page.key, page.id`;
    const viewerColumns = `, EXISTS (SELECT 1 FROM tournament_participants p WHERE p.tournament_id = t.id AND p.participant_id = ${viewer}) AS "isEnrolled",
      ${hasWaitlistSql('t.id')} AS "hasWaitlist", ${waitlistPositionSql('t.id', viewer)} AS "waitlistPosition"`;

    const countParams = new SqlParams();
    const countConditions = filterConditions(filter, countParams);

    const [rows, total] = await Promise.all([
      this.views.rows<TournamentRow & StandingColumns & { isEnrolled: boolean }>(pageSql, params.values, viewerColumns),
      this.views.count(whereSql(countConditions), countParams.values),
    ]);
    const items = (await this.views.withOrganizerNames(rows)).map((row) => ({
      ...toTournamentDetail(row),
      ...toWaitlistStanding(row),
      isEnrolled: row.isEnrolled,
    }));
    return toPage(items, total, filter);
  }
}

/** Approved, of the chosen sports, taking place at some time between `from` and `to`, matching the search. */
function filterConditions(filter: AvailableTournamentsQuery, params: SqlParams): string[] {
  const conditions = [`t.status = 'approved'`];
  if (filter.sport) conditions.push(`t.sport = ANY(${params.param(filter.sport)}::varchar[])`);
  if (filter.from) conditions.push(`t.end_date >= ${params.param(filter.from)}::date`);
  if (filter.to) conditions.push(`t.start_date <= ${params.param(filter.to)}::date`);
  if (filter.search) conditions.push(tournamentSearchCondition(containsPattern(filter.search), params));
  return conditions;
}
