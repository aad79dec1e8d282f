import { Query } from '@nestjs/cqrs';
import type { PageQuery, PlayerUpdatePage } from '@rallypoint/shared';

export class ListUpdatesQuery extends Query<PlayerUpdatePage> {
  constructor(
    readonly userId: number,
    readonly page: PageQuery,
  ) {
    super();
  }
}
