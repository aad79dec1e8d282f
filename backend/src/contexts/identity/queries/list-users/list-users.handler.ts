import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { AdminUser, Page } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { containsPattern, pageWindow, toPage } from '../../../../platform/database/paging';
import { toAdminUser } from '../../domain/admin-user.mapper';
import { User } from '../../domain/user.entity';
import { ListUsersQuery } from './list-users.query';

/** Pending means not active: awaiting e-mail verification or deactivated by an admin (docs/product-rules.md#accounts-and-roles). */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, Page<AdminUser>> {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async execute({ filter }: ListUsersQuery): Promise<Page<AdminUser>> {
    const query = this.users.createQueryBuilder('u');
    if (filter.status) query.andWhere('u.is_active = :active', { active: filter.status === 'active' });
    if (filter.search) {
      query.andWhere(
        `((u.first_name || ' ' || u.last_name) ILIKE :pattern OR u.username ILIKE :pattern OR u.email ILIKE :pattern)`,
        { pattern: containsPattern(filter.search) },
      );
    }
    const { limit, offset } = pageWindow(filter);
    const [users, total] = await query
      .orderBy('u.createdAt', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .limit(limit)
      .offset(offset)
      .getManyAndCount();
    return toPage(users.map(toAdminUser), total, filter);
  }
}
