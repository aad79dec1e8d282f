import type { SportRating } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { ratingValueText } from './utils/rating-text';

/** "1623 ±85", marked Provisional until the rating rests on enough approved results (the server decides how many). */
export function RatingValue({ rating }: { rating: SportRating }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1">
      <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">{ratingValueText(rating)}</span>
      {rating.provisional && <Badge tone="amber">Provisional</Badge>}
    </span>
  );
}
