import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from '../../domain/user.entity';
import { countUsers } from '../../persistence/users.sql';
import { CountUsersQuery, UserCounts } from './count-users.query';

/** The three counts in one pass over the table, never loading a row. */
@QueryHandler(CountUsersQuery)
export class CountUsersHandler implements IQueryHandler<CountUsersQuery, UserCounts> {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async execute(): Promise<UserCounts> {
    return countUsers(this.users.manager);
  }
}
