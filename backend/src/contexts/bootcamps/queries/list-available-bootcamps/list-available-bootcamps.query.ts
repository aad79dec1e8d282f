import { Query } from '@nestjs/cqrs';
import type { AvailableBootcamp, Page, PageQuery } from '@rallypoint/shared';

/**
 * GET /api/bootcamps: approved bootcamps that have not ended, soonest first, for any signed-in user, each saying
 * whether they are registered or waiting; an admin sees every one of every status (their management table).
 */
export class ListAvailableBootcampsQuery extends Query<Page<AvailableBootcamp>> {
  constructor(
    readonly viewerId: number,
    readonly page: PageQuery,
    readonly everyStatus = false,
  ) {
    super();
  }
}
