import { Query } from '@nestjs/cqrs';
import type { Bootcamp, Page, PageQuery } from '@rallypoint/shared';

/** GET /api/bootcamps/my-bootcamps: the organizer's own, every status, newest first, with registration counts. */
export class ListMyBootcampsQuery extends Query<Page<Bootcamp>> {
  constructor(
    readonly organizerId: number,
    readonly page: PageQuery,
  ) {
    super();
  }
}
