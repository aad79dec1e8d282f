import { Query } from '@nestjs/cqrs';
import type { AcademyClass } from '@rallypoint/shared';

/** GET /api/academies/{id}/classes: the academy's active classes (a small, bounded list), or 404. */
export class ListAcademyClassesQuery extends Query<AcademyClass[]> {
  constructor(readonly academyId: number) {
    super();
  }
}
