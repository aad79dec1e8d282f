import type { SideScore } from './check-score';
import type { ResultOutcome } from './score-formats';

/** "7-6(5)": a tie-break shows only its loser's points, as scoreboards and draws print it. */
function entryText(entry: SideScore): string {
  const { tieBreakA, tieBreakB } = entry;
  const tieBreak = typeof tieBreakA === 'number' && typeof tieBreakB === 'number' ? `(${Math.min(tieBreakA, tieBreakB)})` : '';
  return `${entry.a}-${entry.b}${tieBreak}`;
}

/** "7-6(5), 6-4" (tennis: the tie-break loser's points in brackets), "11-9, 8-11, 11-7", "W/O", "6-4, 3-2 ret." — from side A's view. */
export function scoreText(input: { outcome: ResultOutcome; sets: readonly SideScore[] }): string {
  if (input.outcome === 'walkover') return 'W/O';
  const text = input.sets.map(entryText).join(', ');
  if (input.outcome !== 'retired') return text;
  return text ? `${text} ret.` : 'ret.';
}
