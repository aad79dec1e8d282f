import { Query } from '@nestjs/cqrs';
import type { EnrolledTournament } from '@rallypoint/shared';

export type { EnrolledTournament };

/** The tournaments the caller is enrolled in, by start date. */
export class ListMyEnrolledTournamentsQuery extends Query<EnrolledTournament[]> {
  constructor(readonly userId: number) {
    super();
  }
}
