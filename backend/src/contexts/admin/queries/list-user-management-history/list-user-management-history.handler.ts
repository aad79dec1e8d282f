import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page, UserManagementHistoryEntry as HistoryEntryView } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { readPage } from '../../../../platform/database/paging';
import { GetUserProfilesQuery, type UserProfile } from '../../../identity';
import { UserManagementHistoryEntry } from '../../domain/user-management-history-entry.entity';
import { ListUserManagementHistoryQuery } from './list-user-management-history.query';

/** One page of entries, then the admins' names for that page in one query to the identity context. */
@QueryHandler(ListUserManagementHistoryQuery)
export class ListUserManagementHistoryHandler implements IQueryHandler<ListUserManagementHistoryQuery, Page<HistoryEntryView>> {
  constructor(
    @InjectRepository(UserManagementHistoryEntry) private readonly history: Repository<UserManagementHistoryEntry>,
    private readonly queries: QueryBus,
  ) {}

  execute({ paging }: ListUserManagementHistoryQuery): Promise<Page<HistoryEntryView>> {
    return readPage(
      paging,
      ({ limit, offset }) => this.history.findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit, skip: offset }),
      async (entries) => {
        const admins: UserProfile[] = await this.queries.execute(new GetUserProfilesQuery(entries.map((entry) => entry.adminId)));
        const adminNames = new Map(admins.map((admin) => [admin.id, `${admin.firstName} ${admin.lastName}`.trim()]));
        return entries.map((entry) => ({
          id: entry.id,
          adminId: entry.adminId,
          adminName: adminNames.get(entry.adminId) ?? null,
          targetUserId: entry.targetUserId,
          targetUserName: entry.targetUserName,
          targetUserEmail: entry.targetUserEmail,
          action: entry.action,
          details: entry.details,
          createdAt: entry.createdAt.toISOString(),
        }));
      },
    );
  }
}
