import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Page } from '@rallypoint/shared';
import { Database } from '../../../../platform/database/database';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { containsPattern } from '../../../../platform/database/text-search';
import { contactPage, countContacts } from '../../persistence/users-by-name.sql';
import { PageUsersByNameQuery, type UserContact } from './page-users-by-name.query';

@QueryHandler(PageUsersByNameQuery)
export class PageUsersByNameHandler implements IQueryHandler<PageUsersByNameQuery, Page<UserContact>> {
  constructor(private readonly db: Database) {}

  async execute({ userIds, page, search }: PageUsersByNameQuery): Promise<Page<UserContact>> {
    const { limit, offset } = pageWindow(page);
    const pattern = search ? containsPattern(search) : null;
    const rows = userIds.length ? await contactPage(this.db, userIds, pattern, limit, offset) : [];
    // A page past the end has no rows to carry the total: only then is it counted on its own.
    const total = rows.length || !userIds.length ? (rows[0]?.total ?? 0) : await countContacts(this.db, userIds, pattern);
    return toPage(
      rows.map(({ total: _total, ...contact }) => contact),
      total,
      page,
    );
  }
}
