import { Query } from '@nestjs/cqrs';
import type { Academy, AcademySearchQuery, Page } from '@rallypoint/shared';

/** GET /api/academies: active academies, best rated first (then name, id). */
export class SearchAcademiesQuery extends Query<Page<Academy>> {
  constructor(readonly filters: AcademySearchQuery) {
    super();
  }
}
