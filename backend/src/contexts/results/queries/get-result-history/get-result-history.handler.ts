import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ResultHistoryEntry } from '@rallypoint/shared';
import { DataSource, In } from 'typeorm';
import { EventLogEntry } from '../../../../platform/events';
import { enforce } from '../../../../platform/rules';
import { GetDisplayNamesQuery, type UserDisplayName } from '../../../identity';
import { HISTORY_CHANGES, historyDetails } from '../../domain/history-entry';
import { MatchResult } from '../../domain/match-result.entity';
import { resultVisibilityRefusal } from '../../domain/rules/result-visibility.rule';
import { GetResultHistoryQuery } from './get-result-history.query';

@QueryHandler(GetResultHistoryQuery)
export class GetResultHistoryHandler implements IQueryHandler<GetResultHistoryQuery, ResultHistoryEntry[]> {
  constructor(
    private readonly queries: QueryBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ resultId, viewer }: GetResultHistoryQuery): Promise<ResultHistoryEntry[]> {
    const result = await this.dataSource.getRepository(MatchResult).findOneBy({ id: resultId });
    enforce(resultVisibilityRefusal(viewer, result));
    const events = await this.dataSource.getRepository(EventLogEntry).find({
      where: { aggregateType: 'match_result', aggregateId: String(resultId), type: In(Object.keys(HISTORY_CHANGES)) },
      order: { id: 'ASC' },
    });
    const actorIds = [...new Set(events.flatMap((e) => (e.actorId === null ? [] : [e.actorId])))];
    const names = await this.queries.execute<GetDisplayNamesQuery, UserDisplayName[]>(new GetDisplayNamesQuery(actorIds));
    const nameOf = new Map(names.map((n) => [n.id, n.name]));
    return events.map((event) => {
      const change = HISTORY_CHANGES[event.type];
      const byAgreement = change === 'approved' && event.payload.byAgreement === true;
      const actorId = byAgreement ? null : event.actorId;
      return {
        change,
        at: new Date(event.occurredAt).toISOString(),
        actorId: actorId !== null && nameOf.has(actorId) ? actorId : null,
        actorName: byAgreement ? 'Both players' : actorId !== null ? (nameOf.get(actorId) ?? 'A removed account') : 'RallyPoint',
        details: historyDetails(change, event.payload),
      };
    });
  }
}
