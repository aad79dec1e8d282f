import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database';
import { tournamentEntryRows } from '../../persistence/entry-facts.sql';
import type { TournamentEntryFacts } from '../read-model/tournament-entry-facts';
import { shownNameKey, withUsernames } from '../read-model/with-usernames';
import { ListTournamentEntriesQuery } from './list-tournament-entries.query';

@QueryHandler(ListTournamentEntriesQuery)
export class ListTournamentEntriesHandler implements IQueryHandler<ListTournamentEntriesQuery, TournamentEntryFacts[]> {
  constructor(
    private readonly db: Database,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, filter }: ListTournamentEntriesQuery): Promise<TournamentEntryFacts[]> {
    if (filter.ids?.length === 0 || filter.userIds?.length === 0) return [];
    const rows = await tournamentEntryRows(this.db, tournamentId, {
      ids: filter.ids ?? null,
      userIds: filter.userIds ?? null,
      shownName: filter.named === undefined ? null : shownNameKey(filter.named),
      withWithdrawn: filter.withWithdrawn ?? false,
    });
    return withUsernames(this.queries, rows);
  }
}
