import type { SportRating } from '@rallypoint/shared';
import { cn } from '@/lib/cn';
import { SportRatingLine } from './sport-rating-line';

/** A player's rating in each sport they have one in; "Unrated" before any approved result. */
export function RatingList({ ratings, className }: { ratings: readonly SportRating[]; className?: string }) {
  if (ratings.length === 0) return <span className={cn('text-sm text-slate-500', className)}>Unrated</span>;
  return (
    <ul aria-label="Ratings" className={cn('flex flex-wrap gap-x-4 gap-y-1', className)}>
      {ratings.map((rating) => (
        <li key={rating.sport}>
          <SportRatingLine rating={rating} />
        </li>
      ))}
    </ul>
  );
}
