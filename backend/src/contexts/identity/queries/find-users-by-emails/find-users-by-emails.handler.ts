import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database';
import type { UserProfile } from '../get-user-profiles/get-user-profiles.query';
import { profilesByEmail } from '../../persistence/users.sql';
import { toUserProfile } from '../get-user-profiles/user-profile-row';
import { FindUsersByEmailsQuery } from './find-users-by-emails.query';

@QueryHandler(FindUsersByEmailsQuery)
export class FindUsersByEmailsHandler implements IQueryHandler<FindUsersByEmailsQuery, UserProfile[]> {
  constructor(private readonly db: Database) {}

  async execute({ emails }: FindUsersByEmailsQuery): Promise<UserProfile[]> {
    const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
    if (!wanted.length) return [];
    return (await profilesByEmail(this.db, wanted)).map(toUserProfile);
  }
}
