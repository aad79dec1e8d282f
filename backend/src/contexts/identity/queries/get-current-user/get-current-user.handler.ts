import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { CurrentUser } from '@rallypoint/shared';
import { notFound, orRefuse } from '../../../../platform/rules';
import { toCurrentUser } from '../../domain/current-user.mapper';
import { USER_NOT_FOUND } from '../../domain/identity.errors';
import { User } from '../../domain/user.entity';
import { GetCurrentUserQuery } from './get-current-user.query';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery, CurrentUser> {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async execute({ userId }: GetCurrentUserQuery): Promise<CurrentUser> {
    return toCurrentUser(orRefuse(await this.users.findOneBy({ id: userId }), notFound(USER_NOT_FOUND)));
  }
}
