import type { AvailableTournamentsQuery, TournamentListQuery } from '@rallypoint/shared';
import { oneInPlan } from '../../../platform/database/paging';
import { containsPattern } from '../../../platform/database/text-search';
import {
  displayStatusCondition,
  runningOn,
  SqlParams,
  tournamentSearchCondition,
  type TournamentRow,
  whereSql,
} from './tournament-columns.sql';
import { hasWaitlistSql, type StandingColumns, viewerEnrolledSql, waitlistPositionSql } from './tournaments.sql';

export interface TournamentListWhere {
  sql: string;
  params: unknown[];
}

/**
 * WHERE for the admin's and the organizer's lists, twice: for the rows (`$1` is today, for the shown status
 * column) and for the count (no unused parameter).
 */
export function tournamentListWhere(
  filter: TournamentListQuery,
  on: string,
  organizerId?: number,
): { rows: TournamentListWhere; count: TournamentListWhere } {
  const build = (params: SqlParams): TournamentListWhere => {
    const conditions: string[] = [];
    if (organizerId !== undefined) conditions.push(`t.organizer_id = ${params.param(organizerId)}`);
    if (filter.status) conditions.push(displayStatusCondition(filter.status, on, params));
    if (filter.search) conditions.push(tournamentSearchCondition(containsPattern(filter.search), params));
    return { sql: whereSql(conditions), params: params.values };
  };
  const rowParams = new SqlParams();
  rowParams.param(on);
  return { rows: build(rowParams), count: build(new SqlParams()) };
}

/** After FROM for a page of the list, newest first: the filter, then LIMIT and OFFSET as the next two parameters. */
export const newestFirstSql = (where: TournamentListWhere): string =>
  `${where.sql} ORDER BY t.created_at DESC, t.id DESC LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`;

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

export type AvailableTournamentRow = TournamentRow & StandingColumns & { isEnrolled: boolean };

/** After FROM, its parameters and extra columns, for tournamentRows and countTournaments (tournaments.sql.ts). */
export interface TournamentSelect {
  afterFrom: string;
  params: unknown[];
  extraColumns?: string;
}

/** The page of approved tournaments a viewer browses, with their standing in each, and the count for its filter. */
export function availableTournamentsSql(
  filter: AvailableTournamentsQuery,
  today: string,
  viewerId: number,
  limit: number,
  offset: number,
): { page: TournamentSelect; count: TournamentSelect | 'every approved tournament' } {
  const params = new SqlParams();
  const on = params.param(today);
  const viewer = params.param(viewerId);
  const conditions = filterConditions(filter, params);
  const reach = oneInPlan(params.param(offset + limit));
  const stages = STAGES.map(
    (stage, index) => `(SELECT t.id, ${index} AS stage, ${stage.key} AS key FROM tournaments t
        ${whereSql([...conditions, stage.condition(on)])} ORDER BY ${stage.order} LIMIT ${reach})`,
  ).join(' UNION ALL ');
  const pageSql = `JOIN (SELECT id, stage, key FROM (${stages}) s ORDER BY stage, key, id LIMIT ${oneInPlan(params.param(limit))} OFFSET ${oneInPlan(params.param(offset))}) page
      ON page.id = t.id ORDER BY page.stage, page.key, page.id`;
  const viewerColumns = `, ${viewerEnrolledSql('t.id', viewer)} AS "isEnrolled",
      ${hasWaitlistSql('t.id')} AS "hasWaitlist", ${waitlistPositionSql('t.id', viewer)} AS "waitlistPosition"`;

  const countParams = new SqlParams();
  const countConditions = filterConditions(filter, countParams);
  return {
    page: { afterFrom: pageSql, params: params.values, extraColumns: viewerColumns },
    // Unfiltered, the total is the kept count (countApprovedTournaments), not a count of every row.
    count:
      countConditions.length === 1
        ? 'every approved tournament'
        : { afterFrom: whereSql(countConditions), params: countParams.values },
  };
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
