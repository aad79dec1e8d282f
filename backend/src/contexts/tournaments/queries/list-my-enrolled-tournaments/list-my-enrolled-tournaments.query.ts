import { Query } from '@nestjs/cqrs';
import type { Sport } from '@rallypoint/shared';

/** §7 GET /api/user/tournaments answers exactly these fields (the log-results tournament picker). */
export interface EnrolledTournament {
  id: number;
  name: string;
  venue: string;
  sport: Sport;
}

/** The tournaments the caller is enrolled in, by start date. */
export class ListMyEnrolledTournamentsQuery extends Query<EnrolledTournament[]> {
  constructor(readonly userId: number) {
    super();
  }
}
