import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { User } from '../../domain/user.entity';
import { GetUserProfilesQuery, UserProfile } from './get-user-profiles.query';

@QueryHandler(GetUserProfilesQuery)
export class GetUserProfilesHandler implements IQueryHandler<GetUserProfilesQuery, UserProfile[]> {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async execute({ userIds }: GetUserProfilesQuery): Promise<UserProfile[]> {
    const ids = [...new Set(userIds)];
    if (!ids.length) return [];
    const users = await this.users.findBy({ id: In(ids) });
    return users.map((u) => ({
      id: u.id,
      username: u.username,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      phone: u.phone,
      organizationName: u.organizationName,
      userType: u.userType,
      level: u.level,
      sports: u.sports,
      isActive: u.isActive,
    }));
  }
}
