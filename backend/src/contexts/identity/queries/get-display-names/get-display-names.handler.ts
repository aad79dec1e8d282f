import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database';
import { prepared } from '../../../../platform/database/prepared';
import { DISPLAY_NAMES_SQL } from '../get-user-profiles/user-profile-row';
import { GetDisplayNamesQuery, type UserDisplayName } from './get-display-names.query';

/** Two columns a user, by primary key, in one statement for any number of ids. */
@QueryHandler(GetDisplayNamesQuery)
export class GetDisplayNamesHandler implements IQueryHandler<GetDisplayNamesQuery, UserDisplayName[]> {
  constructor(private readonly db: Database) {}

  async execute({ userIds }: GetDisplayNamesQuery): Promise<UserDisplayName[]> {
    const ids = [...new Set(userIds)];
    if (!ids.length) return [];
    return this.db.rows<UserDisplayName>(prepared(DISPLAY_NAMES_SQL, [ids]));
  }
}
