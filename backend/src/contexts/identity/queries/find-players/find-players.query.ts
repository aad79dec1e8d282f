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
 * E-mail and phone only `withContacts` (an admin asking: docs/product-rules.md#privacy).
 */
export class FindPlayersQuery extends Query<Page<FoundPlayer>> {
  constructor(
    readonly filter: FindPlayersQueryInput,
    readonly excludeUserId: number,
    readonly withContacts: boolean,
    readonly byRating?: RatingOrder,
  ) {
    super();
  }
}
