import { Query } from '@nestjs/cqrs';
import type { FindPlayersQueryInput, FoundPlayer, Page } from '@rallypoint/shared';

/**
 * For the social context's Find Players: active individual players (never admins or organizers, never the
 * caller), filtered and paged in SQL, ordered by first name, last name, then id.
 */
export class FindPlayersQuery extends Query<Page<FoundPlayer>> {
  constructor(
    readonly filter: FindPlayersQueryInput,
    readonly excludeUserId: number,
  ) {
    super();
  }
}
