import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database';
import { containsPattern } from '../../../../platform/database/text-search';
import { matchingUserIds } from '../../persistence/users-by-name.sql';
import { MatchUserNamesQuery } from './match-user-names.query';

/** One statement for any number of ids. */
@QueryHandler(MatchUserNamesQuery)
export class MatchUserNamesHandler implements IQueryHandler<MatchUserNamesQuery, number[]> {
  constructor(private readonly db: Database) {}

  async execute({ userIds, match: { search, shownName } }: MatchUserNamesQuery): Promise<number[]> {
    if (!userIds.length) return [];
    const pattern = search ? containsPattern(search) : null;
    const name = shownName ? shownName.trim().replace(/\s+/g, ' ') : null;
    return matchingUserIds(this.db, userIds, pattern, name);
  }
}
