import { Query } from '@nestjs/cqrs';
import type { Academy } from '@rallypoint/shared';

/** GET /api/academies/{id}: an active academy, or 404. */
export class GetAcademyQuery extends Query<Academy> {
  constructor(readonly academyId: number) {
    super();
  }
}
