import { Query } from '@nestjs/cqrs';
import type { MatchesQueryInput, MatchPage } from '@rallypoint/shared';

/**
 * The caller's matches and invitations, both sides (or only those received / sent): upcoming first in
 * start order, then past ones most recent first, ties by id. `order: 'unanswered_first'` puts the invitations
 * still awaiting the caller's answer ahead of that. The page counts those awaiting invitations, whatever the side.
 */
export class ListMatchesQuery extends Query<MatchPage> {
  constructor(
    readonly userId: number,
    readonly filter: MatchesQueryInput,
  ) {
    super();
  }
}
