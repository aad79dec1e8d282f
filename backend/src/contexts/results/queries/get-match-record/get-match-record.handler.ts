import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MatchRecord } from '@rallypoint/shared';
import { matchRecordRow } from '../../persistence/results.sql';
import { GetMatchRecordQuery } from './get-match-record.query';

const LAST = 5;

/** One statement: the totals and the latest five outcomes, won meaning the winner is this player's side. */
@QueryHandler(GetMatchRecordQuery)
export class GetMatchRecordHandler implements IQueryHandler<GetMatchRecordQuery, MatchRecord> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ userId }: GetMatchRecordQuery): Promise<MatchRecord> {
    const row = await matchRecordRow(this.dataSource.manager, userId, LAST);
    return {
      played: row.played,
      won: row.won,
      lost: row.played - row.won,
      lastFive: (row.outcomes ?? []).map((won) => (won ? 'W' : 'L')),
    };
  }
}
