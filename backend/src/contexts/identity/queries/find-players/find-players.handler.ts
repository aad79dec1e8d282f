import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { FoundPlayer, Page } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { containsPattern, pageWindow, toPage } from '../../../../platform/database/paging';
import { User } from '../../domain/user.entity';
import { FindPlayersQuery } from './find-players.query';

@QueryHandler(FindPlayersQuery)
export class FindPlayersHandler implements IQueryHandler<FindPlayersQuery, Page<FoundPlayer>> {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async execute({ filter, excludeUserId, withContacts, byRating }: FindPlayersQuery): Promise<Page<FoundPlayer>> {
    const query = this.users
      .createQueryBuilder('u')
      .where('u.isActive = true')
      .andWhere(`u.role = 'player'`)
      .andWhere(`u.userType = 'individual_player'`)
      .andWhere('u.id <> :excludeUserId', { excludeUserId });
    if (filter.search) {
      // Name or username, case-insensitive; "first last" matches the full name too.
      query.andWhere(
        `(u.firstName ILIKE :pattern OR u.lastName ILIKE :pattern OR u.username ILIKE :pattern
          OR (u.firstName || ' ' || u.lastName) ILIKE :pattern)`,
        { pattern: containsPattern(filter.search) },
      );
    }
    if (filter.sport) query.andWhere(':sport = ANY(u.sports)', { sport: filter.sport });
    if (filter.level) query.andWhere('u.level = :level', { level: filter.level });

    if (byRating?.only) query.andWhere('u.id = ANY(:ratedIds)', { ratedIds: byRating.ids });
    // Rating order: the position in the fixtures context's list, best first; players without a rating last.
    if (byRating)
      query.orderBy('array_position(CAST(:ratedIds AS int[]), u.id)', 'ASC', 'NULLS LAST').setParameter('ratedIds', byRating.ids);

    const { limit, offset } = pageWindow(filter);
    const [rows, total] = await query
      .addOrderBy('lower(u.firstName)', 'ASC')
      .addOrderBy('lower(u.lastName)', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .take(limit)
      .skip(offset)
      .getManyAndCount();
    return toPage(
      rows.map((user) => toFoundPlayer(user, withContacts)),
      total,
      filter,
    );
  }
}

function toFoundPlayer(user: User, withContacts: boolean): FoundPlayer {
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
