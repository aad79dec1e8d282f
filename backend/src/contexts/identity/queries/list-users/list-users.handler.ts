import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { AdminUser, Page } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { readPage } from '../../../../platform/database/paging';
import { toAdminUser } from '../../domain/admin-user.mapper';
import { User } from '../../domain/user.entity';
import { listUserRows } from '../../persistence/user-lists.sql';
import { ListUsersQuery } from './list-users.query';

/** Pending means not active: awaiting e-mail verification or deactivated by an admin (docs/product-rules.md#accounts-and-roles). */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, Page<AdminUser>> {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  execute({ filter }: ListUsersQuery): Promise<Page<AdminUser>> {
    return readPage(
      filter,
      (window) => listUserRows(this.users.manager, filter, window),
      (users) => users.map(toAdminUser),
    );
  }
}
