/** A player's rating in one sport just before and just after one approved result. */
export interface RatingChangeValues {
  before: number;
  after: number;
}

/**
 * The change as people read it, whole points on the 1500 scale: "1500 → 1532 (+32)". The difference is that of the
 * shown numbers, so the line adds up.
 */
export function ratingChangeText({ before, after }: RatingChangeValues): string {
  const from = Math.round(before);
  const to = Math.round(after);
  const difference = to - from;
  const signed = difference > 0 ? `+${difference}` : difference < 0 ? `−${-difference}` : '±0';
  return `${from} → ${to} (${signed})`;
}
