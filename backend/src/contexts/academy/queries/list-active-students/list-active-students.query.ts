import { Query } from '@nestjs/cqrs';
import type { ActiveStudent, Page, PageQuery } from '@rallypoint/shared';

/**
 * For other contexts (training's student management): one page of the users with an active membership in any
 * academy, each once, optionally narrowed by a case-insensitive search over first name, last name, full name,
 * username and e-mail; ordered by name (first, last, case-insensitive), then id.
 */
export class ListActiveStudentsQuery extends Query<Page<ActiveStudent>> {
  constructor(
    readonly page: PageQuery,
    readonly search?: string,
  ) {
    super();
  }
}
