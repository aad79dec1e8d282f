import { Query } from '@nestjs/cqrs';
import type { ScoreFormatCode, StandingsRulebook, TournamentStoredStatus } from '@rallypoint/shared';

/** What another context's access rule reads about a tournament (who organizes it, its approval state), and its scoring. */
export interface TournamentAccessFacts {
  organizerId: number;
  storedStatus: TournamentStoredStatus;
  scoreFormat: ScoreFormatCode;
  standingsRulebook: StandingsRulebook;
}

/**
 * For other contexts: a tournament's organizer and stored status, or null when it does not exist; no access check,
 * the caller decides. One row by key and no organizer name (GetTournamentQuery reads that too), so a read can
 * start it together with its own statements and apply its rule once all have answered.
 */
export class GetTournamentAccessQuery extends Query<TournamentAccessFacts | null> {
  constructor(readonly tournamentId: number) {
    super();
  }
}
