/** Below this many rated matches a rating is still settling and is shown as provisional. */
export const PROVISIONAL_MATCHES = 5;

export function isProvisional(rating: { matches: number } | null): boolean {
  return rating === null || rating.matches < PROVISIONAL_MATCHES;
}
