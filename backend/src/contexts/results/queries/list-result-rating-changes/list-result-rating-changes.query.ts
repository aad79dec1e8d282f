import { Query } from '@nestjs/cqrs';

/** One player's rating before and after one approved result, whole (as ratings are shown). */
export type RatingChangeOfResult = { resultId: number; userId: number; before: number; after: number };

/**
 * How these approved results moved their players' ratings (none for a result not rated yet). The results ask it for
 * their views; the ratings, which own the numbers, answer it, so the results import nothing of the ratings.
 */
export class ListResultRatingChangesQuery extends Query<RatingChangeOfResult[]> {
  constructor(readonly resultIds: readonly number[]) {
    super();
  }
}
