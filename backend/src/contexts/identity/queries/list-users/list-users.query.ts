import { Query } from '@nestjs/cqrs';
import type { AdminUser, AdminUsersQuery, Page } from '@rallypoint/shared';

/** The admin's User Management table: newest accounts first, searched and filtered in SQL, one page. */
export class ListUsersQuery extends Query<Page<AdminUser>> {
  constructor(readonly filter: AdminUsersQuery) {
    super();
  }
}
