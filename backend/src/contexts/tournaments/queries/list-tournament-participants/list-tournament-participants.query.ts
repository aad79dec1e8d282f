import { Query } from '@nestjs/cqrs';
import type { TournamentParticipant } from '@rallypoint/shared';

/**
 * For other contexts, the tournaments context's answer to "who takes part in this tournament?" (decisions.md):
 * users enrolled in it or registered through the public form with their account e-mail (any letter case), once
 * each, with their profile data, in sign-up order; no access check. With `among`, only those of these users who
 * take part: "do the proposer and the opponent both play in it?" without listing everyone.
 */
export class ListTournamentParticipantsQuery extends Query<TournamentParticipant[]> {
  constructor(
    readonly tournamentId: number,
    readonly among: readonly number[] | null = null,
  ) {
    super();
  }
}
