import { Query } from '@nestjs/cqrs';
import type { Match, MatchesQueryInput, Page } from '@rallypoint/shared';

/**
 * The caller's matches and invitations, both sides (or only those received / sent): upcoming first in
 * start order, then past ones most recent first, ties by id.
 */
export class ListMatchesQuery extends Query<Page<Match>> {
  constructor(
    readonly userId: number,
    readonly filter: MatchesQueryInput,
  ) {
    super();
  }
}
