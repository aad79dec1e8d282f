import { QueryBus } from '@nestjs/cqrs';
import { GetUserProfilesQuery, type UserProfile } from '../../identity';

/** Names and e-mails come from the identity context, through the query it answers. */
export function userProfiles(queries: QueryBus, userIds: number[]): Promise<UserProfile[]> {
  return queries.execute<GetUserProfilesQuery, UserProfile[]>(new GetUserProfilesQuery(userIds));
}
