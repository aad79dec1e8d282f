import type { NumberedResult, ResultRatingChange } from '../../results';
import type { RatingsState } from './replay-ratings';

/** How each of these newly rated results moved its players' ratings, read from the points the rating wrote. */
export function changesOf(state: RatingsState, added: readonly NumberedResult[]): Map<number, ResultRatingChange[]> {
  const changes = new Map<number, ResultRatingChange[]>(added.map(({ rated }) => [rated.resultId, []]));
  for (const point of state.points)
    changes.get(point.resultId)?.push({ userId: point.userId, before: point.valueBefore, after: point.value });
  return changes;
}
