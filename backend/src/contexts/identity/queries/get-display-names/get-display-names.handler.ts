import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database';
import { displayNames } from '../../persistence/users.sql';
import { DisplayNameCache } from './display-name-cache';
import { GetDisplayNamesQuery, type UserDisplayName } from './get-display-names.query';

/** Two columns a user, by primary key, in one statement for any number of ids not already known. */
@QueryHandler(GetDisplayNamesQuery)
export class GetDisplayNamesHandler implements IQueryHandler<GetDisplayNamesQuery, UserDisplayName[]> {
  constructor(
    private readonly db: Database,
    private readonly cache: DisplayNameCache,
  ) {}

  async execute({ userIds }: GetDisplayNamesQuery): Promise<UserDisplayName[]> {
    const { known, missing } = this.cache.lookUp([...new Set(userIds)]);
    if (!missing.length) return known;
    const read = await displayNames(this.db, missing);
    this.cache.remember(read);
    return [...known, ...read];
  }
}
