import { Query } from '@nestjs/cqrs';
import type { TournamentParticipant } from '@rallypoint/shared';

/** What a ListTournamentParticipantsQuery narrows the answer to; both given, those matching both. */
export interface TakingPartFilter {
  /** Only these users, if they take part: "do the proposer and the opponent both play in it?". */
  among?: readonly number[];
  /**
   * Only those shown by this name ("First Last", else the username), letter case and runs of white space aside:
   * the opponent a logged result names, looked up in SQL without listing everyone.
   */
  named?: string;
}

/**
 * For other contexts, the tournaments context's answer to "who takes part in this tournament?" (docs/product-rules.md#registration-and-enrolment):
 * users enrolled in it or registered through the public form with their account e-mail (any letter case), once
 * each, with their profile data, in sign-up order; no access check. Unpaged: ask with a filter for rule checks;
 * people browsing the list use GET /api/tournaments/{tournamentId}/participants, a page at a time.
 */
export class ListTournamentParticipantsQuery extends Query<TournamentParticipant[]> {
  constructor(
    readonly tournamentId: number,
    readonly filter: TakingPartFilter = {},
  ) {
    super();
  }
}
