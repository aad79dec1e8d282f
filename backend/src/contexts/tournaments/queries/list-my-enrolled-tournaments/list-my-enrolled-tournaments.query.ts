import { Query } from '@nestjs/cqrs';
import type { EnrolledTournament } from '@rallypoint/shared';

export type { EnrolledTournament };

/**
 * GET /api/user/tournaments: the tournaments the caller takes part in, by start date: those where an entry holding a
 * place is linked to their account, made by the form or by Enroll (docs/decisions/0013).
 */
export class ListMyEnrolledTournamentsQuery extends Query<EnrolledTournament[]> {
  constructor(readonly userId: number) {
    super();
  }
}
