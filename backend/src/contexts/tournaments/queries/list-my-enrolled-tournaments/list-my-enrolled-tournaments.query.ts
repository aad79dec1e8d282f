import { Query } from '@nestjs/cqrs';
import type { EnrolledTournament } from '@rallypoint/shared';

export type { EnrolledTournament };

/**
 * GET /api/user/tournaments: the tournaments the caller takes part in, by start date: enrolled, or registered through
 * the public form with their account e-mail (both are participants who can log results: docs/product-rules.md#registration-and-enrolment).
 */
export class ListMyEnrolledTournamentsQuery extends Query<EnrolledTournament[]> {
  constructor(
    readonly userId: number,
    readonly email: string,
  ) {
    super();
  }
}
