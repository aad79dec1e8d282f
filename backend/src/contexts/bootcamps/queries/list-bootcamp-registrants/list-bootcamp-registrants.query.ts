import { Query } from '@nestjs/cqrs';
import type { BootcampRegistrant, Page, PageQuery } from '@rallypoint/shared';
import type { Viewer } from '../../../../platform/auth';

/** GET /api/bootcamps/{id}/registrations: who registered, first come first listed; organizer and admins only. */
export class ListBootcampRegistrantsQuery extends Query<Page<BootcampRegistrant>> {
  constructor(
    readonly bootcampId: number,
    readonly viewer: Viewer,
    readonly page: PageQuery,
  ) {
    super();
  }
}
