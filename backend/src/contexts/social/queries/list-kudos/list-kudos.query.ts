import { Query } from '@nestjs/cqrs';
import type { KudosPage, PageQuery } from '@rallypoint/shared';

/** Kudos the caller received: unread first, then newest, ties by id; with the unread count. */
export class ListKudosQuery extends Query<KudosPage> {
  constructor(
    readonly userId: number,
    readonly page: PageQuery,
  ) {
    super();
  }
}
