import { Query } from '@nestjs/cqrs';
import type { Page, UserManagementHistoryEntry, UserManagementHistoryQuery } from '@rallypoint/shared';

/** The User Management History table: newest first, one page. */
export class ListUserManagementHistoryQuery extends Query<Page<UserManagementHistoryEntry>> {
  constructor(readonly paging: UserManagementHistoryQuery) {
    super();
  }
}
