// How much the winner's score (Glicko's s) reflects the margin. A win is always worth most of a full point;
// a straight, lopsided win earns all of it and a close three-setter a little less.
import type { Sport } from '../constants/sports';

/** Largest share of a point a narrow win gives up, per sport; games to 11 are noisier than tennis sets. */
export const MARGIN_WEIGHT: Record<Sport, number> = {
  tennis: 0.1,
  pickleball: 0.08,
  table_tennis: 0.06,
};
/** Game share at which a win counts as fully lopsided (e.g. 6-2 6-1 in tennis, 11-3 11-2 at 11). */
const LOPSIDED_GAME_SHARE = 0.8;

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);

/**
 * The winner's score s in [1 - weight, 1]. `winnerIsA` says whether the winner's numbers are `a`.
 * Games are summed over sets ("game share"); sets count by who won more games in each.
 */
export function winnerScore(sets: readonly { a: number; b: number }[] | undefined, winnerIsA: boolean, weight: number): number {
  if (!sets || sets.length === 0 || weight === 0) return 1;
  let winnerGames = 0;
  let loserGames = 0;
  let winnerSets = 0;
  for (let i = 0; i < sets.length; i++) {
    const { a, b } = sets[i];
    if (!(a >= 0 && b >= 0 && Number.isFinite(a) && Number.isFinite(b))) {
      throw new Error(`Set scores must be non-negative numbers, got ${a}-${b}`);
    }
    const won = winnerIsA ? a : b;
    const lost = winnerIsA ? b : a;
    winnerGames += won;
    loserGames += lost;
    if (won > lost) winnerSets++;
  }
  const totalGames = winnerGames + loserGames;
  if (totalGames === 0) return 1;
  const gameDominance = clamp01((winnerGames / totalGames - 0.5) / (LOPSIDED_GAME_SHARE - 0.5));
  const setDominance = clamp01((2 * winnerSets) / sets.length - 1);
  return 1 - weight * (1 - (gameDominance + setDominance) / 2);
}
