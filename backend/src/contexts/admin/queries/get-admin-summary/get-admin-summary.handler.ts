import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminSummary } from '@rallypoint/shared';
import { CountUsersQuery } from '../../../identity';
import { CountPendingTournamentsQuery } from '../../../tournaments';
import { GetAdminSummaryQuery } from './get-admin-summary.query';

/** Each context counts its own rows (users in one pass, pending tournaments on the status index), side by side. */
@QueryHandler(GetAdminSummaryQuery)
export class GetAdminSummaryHandler implements IQueryHandler<GetAdminSummaryQuery, AdminSummary> {
  constructor(private readonly queries: QueryBus) {}

  async execute(): Promise<AdminSummary> {
    const [users, pendingTournaments] = await Promise.all([
      this.queries.execute(new CountUsersQuery()),
      this.queries.execute(new CountPendingTournamentsQuery()),
    ]);
    return { ...users, pendingTournaments };
  }
}
