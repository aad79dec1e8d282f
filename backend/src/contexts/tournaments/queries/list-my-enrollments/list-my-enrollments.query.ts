import { Query } from '@nestjs/cqrs';
import type { TournamentEnrollment } from '@rallypoint/shared';

/** GET /api/my-tournament-enrollments: the caller's own enrolments, newest first. */
export class ListMyEnrollmentsQuery extends Query<TournamentEnrollment[]> {
  constructor(readonly userId: number) {
    super();
  }
}
