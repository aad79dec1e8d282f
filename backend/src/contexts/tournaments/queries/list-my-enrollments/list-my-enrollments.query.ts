import { Query } from '@nestjs/cqrs';
import type { TournamentEnrollment } from '@rallypoint/shared';

/**
 * GET /api/my-tournament-enrollments: the caller's entries holding a place, linked to their account however they were
 * made (the form or Enroll, docs/decisions/0013), newest first.
 */
export class ListMyEnrollmentsQuery extends Query<TournamentEnrollment[]> {
  constructor(readonly userId: number) {
    super();
  }
}
