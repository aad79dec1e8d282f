import { Query } from '@nestjs/cqrs';
import type { Kudos, Page, PageQuery } from '@rallypoint/shared';

/** Kudos the caller received, newest first. */
export class ListKudosQuery extends Query<Page<Kudos>> {
  constructor(
    readonly userId: number,
    readonly page: PageQuery,
  ) {
    super();
  }
}
