import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database';
import { userEntryRows } from '../../persistence/entry-facts.sql';
import type { TournamentEntryFacts } from '../read-model/tournament-entry-facts';
import { withUsernames } from '../read-model/with-usernames';
import { ListUserEntriesQuery } from './list-user-entries.query';

@QueryHandler(ListUserEntriesQuery)
export class ListUserEntriesHandler implements IQueryHandler<ListUserEntriesQuery, TournamentEntryFacts[]> {
  constructor(
    private readonly db: Database,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId }: ListUserEntriesQuery): Promise<TournamentEntryFacts[]> {
    return withUsernames(this.queries, await userEntryRows(this.db, userId));
  }
}
