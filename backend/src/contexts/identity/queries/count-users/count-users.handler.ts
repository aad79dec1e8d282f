import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from '../../domain/user.entity';
import { CountUsersQuery, UserCounts } from './count-users.query';

/** The three counts in one pass over the table, never loading a row. */
@QueryHandler(CountUsersQuery)
export class CountUsersHandler implements IQueryHandler<CountUsersQuery, UserCounts> {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async execute(): Promise<UserCounts> {
    const [row] = await this.users.query(
      `SELECT count(*)::int AS "totalUsers",
              count(*) FILTER (WHERE is_active)::int AS "activeUsers",
              count(*) FILTER (WHERE NOT is_active)::int AS "pendingUsers"
         FROM users`,
    );
    return row as UserCounts;
  }
}
