import { NotFoundException } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { CurrentUser } from '@rallypoint/shared';
import { toCurrentUser } from '../../domain/current-user.mapper';
import { User } from '../../domain/user.entity';
import { GetCurrentUserQuery } from './get-current-user.query';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery, CurrentUser> {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async execute({ userId }: GetCurrentUserQuery): Promise<CurrentUser> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new NotFoundException('User not found');
    return toCurrentUser(user);
  }
}
