import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetUserProfilesQuery, UserProfile } from './get-user-profiles.query';
import { PROFILE_COLUMNS, toUserProfile, type ProfileRow } from './user-profile-row';

/** One query for any number of ids (`= ANY($1)`, not an IN list of parameters), as plain rows. */
@QueryHandler(GetUserProfilesQuery)
export class GetUserProfilesHandler implements IQueryHandler<GetUserProfilesQuery, UserProfile[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userIds }: GetUserProfilesQuery): Promise<UserProfile[]> {
    const ids = [...new Set(userIds)];
    if (!ids.length) return [];
    const rows: ProfileRow[] = await this.dataSource.query(`SELECT ${PROFILE_COLUMNS} FROM users u WHERE u.id = ANY($1::int[])`, [
      ids,
    ]);
    return rows.map(toUserProfile);
  }
}
