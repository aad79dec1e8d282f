import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Page } from '@rallypoint/shared';
import { Database } from '../../../../platform/database/database';
import { readPage, windowTotal } from '../../../../platform/database/paging';
import { containsPattern } from '../../../../platform/database/text-search';
import { contactPage, countContacts } from '../../persistence/users-by-name.sql';
import { PageUsersByNameQuery, type UserContact } from './page-users-by-name.query';

@QueryHandler(PageUsersByNameQuery)
export class PageUsersByNameHandler implements IQueryHandler<PageUsersByNameQuery, Page<UserContact>> {
  constructor(private readonly db: Database) {}

  execute({ userIds, page, search }: PageUsersByNameQuery): Promise<Page<UserContact>> {
    const pattern = search ? containsPattern(search) : null;
    if (!userIds.length) return readPage(page, async () => [[], 0]);
    return readPage(
      page,
      async ({ limit, offset }) => {
        const rows = await contactPage(this.db, userIds, pattern, limit, offset);
        return [rows, await windowTotal(rows, () => countContacts(this.db, userIds, pattern))];
      },
      (rows) => rows.map(({ total: _total, ...contact }) => contact),
    );
  }
}
