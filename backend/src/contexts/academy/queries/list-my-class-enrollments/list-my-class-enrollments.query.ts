import { Query } from '@nestjs/cqrs';
import type { ClassEnrollment } from '@rallypoint/shared';

/** GET /api/classes/my-enrollments: the caller's class seats, newest first. */
export class ListMyClassEnrollmentsQuery extends Query<ClassEnrollment[]> {
  constructor(readonly userId: number) {
    super();
  }
}
