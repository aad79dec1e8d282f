import { ratingChangeText, type MatchResultView, type RatingChange } from '@rallypoint/shared';

type Side = { label: string; change: RatingChange };

/**
 * How an approved result moved each side's rating, old → new ("1500 → 1532 (+32)"), for the sides that have one
 * (ratings move only between accounts). Nothing before the result is rated.
 */
export function RatingChanges({ result, perspective }: { result: MatchResultView; perspective: 'player' | 'organizer' }) {
  const sides = [
    { label: perspective === 'player' ? 'Your rating' : result.playerName, change: result.playerRatingChange },
    { label: result.opponentName, change: result.opponentRatingChange },
  ].filter((side): side is Side => side.change !== null);
  if (sides.length === 0) return null;
  const text = sides.map((side) => `${side.label} ${ratingChangeText(side.change)}`).join(' · ');
  return <p className="text-xs break-words text-slate-700">{perspective === 'organizer' ? `Ratings: ${text}` : text}</p>;
}
