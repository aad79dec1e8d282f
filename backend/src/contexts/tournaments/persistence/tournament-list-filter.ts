import type { TournamentListQuery } from '@rallypoint/shared';
import { containsPattern } from '../../../platform/database/paging';
import { displayStatusCondition, SqlParams, tournamentSearchCondition, whereSql } from './tournament-rows';

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
