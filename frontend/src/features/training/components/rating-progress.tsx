import { useId } from 'react';
import type { PlayerRatings } from '@rallypoint/shared';
import { QueryState } from '@/components/ui/query-state';
import { RatingTrendChart, SportRatingLine } from '@/components/ratings';
import { useMyRatings } from '@/lib/api/ratings';

const noRatings = (data: PlayerRatings) => data.ratings.length === 0;

/** The student's rating per sport and how it moved: where a coach sees training turn into results. */
export function RatingProgress() {
  const ratings = useMyRatings();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 p-4">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        Ratings
      </h3>
      <QueryState
        query={ratings}
        loading="Loading ratings..."
        error="Failed to load your ratings."
        isEmpty={noRatings}
        empty="No rating yet: ratings come from approved tournament results"
      >
        {({ ratings: perSport, trends }) => (
          <ul className="mt-2 flex flex-col gap-4">
            {perSport.map((rating) => (
              <li key={rating.sport} className="flex flex-col gap-2">
                <SportRatingLine rating={rating} />
                <RatingTrendChart
                  sport={rating.sport}
                  points={trends.find((trend) => trend.sport === rating.sport)?.points ?? []}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
