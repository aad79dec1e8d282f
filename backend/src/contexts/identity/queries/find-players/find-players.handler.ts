import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { FoundPlayer, Page } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { readPage } from '../../../../platform/database/paging';
import { User } from '../../domain/user.entity';
import { findPlayerRows, type ListedUser } from '../../persistence/user-lists.sql';
import { FindPlayersQuery } from './find-players.query';

@QueryHandler(FindPlayersQuery)
export class FindPlayersHandler implements IQueryHandler<FindPlayersQuery, Page<FoundPlayer>> {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  execute({ filter, excludeUserId, withContacts, byRating }: FindPlayersQuery): Promise<Page<FoundPlayer>> {
    return readPage(
      filter,
      (window) => findPlayerRows(this.users.manager, filter, excludeUserId, byRating, window),
      (rows) => rows.map((user) => toFoundPlayer(user, withContacts)),
    );
  }
}

function toFoundPlayer(user: ListedUser, withContacts: boolean): FoundPlayer {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    ...(withContacts ? { email: user.email, phone: user.phone } : {}),
    city: null,
    state: user.state,
    sports: user.sports,
    level: user.level,
    isActive: user.isActive,
    ratings: [],
  };
}
