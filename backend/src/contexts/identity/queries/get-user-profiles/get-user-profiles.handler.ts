import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database';
import { GetUserProfilesQuery, UserProfile } from './get-user-profiles.query';
import { profilesById } from '../../persistence/users.sql';
import { toUserProfile } from './user-profile-row';

/** One query for any number of ids (`= ANY($1)`, not an IN list of parameters), as plain rows. */
@QueryHandler(GetUserProfilesQuery)
export class GetUserProfilesHandler implements IQueryHandler<GetUserProfilesQuery, UserProfile[]> {
  constructor(private readonly db: Database) {}

  async execute({ userIds }: GetUserProfilesQuery): Promise<UserProfile[]> {
    const ids = [...new Set(userIds)];
    if (!ids.length) return [];
    const rows = await profilesById(this.db, ids);
    return rows.map(toUserProfile);
  }
}
