import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database';
import { prepared } from '../../../../platform/database/prepared';
import type { UserProfile } from '../get-user-profiles/get-user-profiles.query';
import { PROFILE_COLUMNS, toUserProfile, type ProfileRow } from '../get-user-profiles/user-profile-row';
import { FindUsersByEmailsQuery } from './find-users-by-emails.query';

/** Uses the unique index on lower(email). */
const PROFILES_BY_EMAIL_SQL = `SELECT ${PROFILE_COLUMNS} FROM users u WHERE lower(u.email) = ANY($1::text[])`;

@QueryHandler(FindUsersByEmailsQuery)
export class FindUsersByEmailsHandler implements IQueryHandler<FindUsersByEmailsQuery, UserProfile[]> {
  constructor(private readonly db: Database) {}

  async execute({ emails }: FindUsersByEmailsQuery): Promise<UserProfile[]> {
    const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
    if (!wanted.length) return [];
    return (await this.db.rows<ProfileRow>(prepared(PROFILES_BY_EMAIL_SQL, [wanted]))).map(toUserProfile);
  }
}
