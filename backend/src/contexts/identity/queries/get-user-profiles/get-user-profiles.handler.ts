import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database';
import { prepared } from '../../../../platform/database/prepared';
import { GetUserProfilesQuery, UserProfile } from './get-user-profiles.query';
import { PROFILES_BY_ID_SQL, toUserProfile, type ProfileRow } from './user-profile-row';

/** One query for any number of ids (`= ANY($1)`, not an IN list of parameters), as plain rows. */
@QueryHandler(GetUserProfilesQuery)
export class GetUserProfilesHandler implements IQueryHandler<GetUserProfilesQuery, UserProfile[]> {
  constructor(private readonly db: Database) {}

  async execute({ userIds }: GetUserProfilesQuery): Promise<UserProfile[]> {
    const ids = [...new Set(userIds)];
    if (!ids.length) return [];
    const rows = await this.db.rows<ProfileRow>(prepared(PROFILES_BY_ID_SQL, [ids]));
    return rows.map(toUserProfile);
  }
}
