import type { SportRating } from '@rallypoint/shared';
import { sportLabel } from './utils/rating-text';
import { RatingValue } from './rating-value';

/** "Tennis 1623 ±85", with RatingValue's Provisional mark. */
export function SportRatingLine({ rating }: { rating: SportRating }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
      <span className="text-slate-600">{sportLabel(rating.sport)}</span>
      <RatingValue rating={rating} />
    </span>
  );
}
