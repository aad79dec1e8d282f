import { Query } from '@nestjs/cqrs';
import type { FindPlayersQueryInput, FoundPlayer, Page } from '@rallypoint/shared';

/** Players in rating order (best first), from the fixtures context: `only` keeps just them (a rating range). */
export interface RatingOrder {
  ids: readonly number[];
  only: boolean;
}

/**
 * For the social context's Find Players: active individual players (never admins or organizers, never the
 * caller), filtered and paged in SQL, ordered by first name, last name, then id, or by `byRating` (unrated last).
 */
export class FindPlayersQuery extends Query<Page<FoundPlayer>> {
  constructor(
    readonly filter: FindPlayersQueryInput,
    readonly excludeUserId: number,
    readonly byRating?: RatingOrder,
  ) {
    super();
  }
}
