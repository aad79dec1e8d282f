import { MATCH_TYPE_LABELS, wallClockText, type MatchType, type ResultMatchOption } from '@rallypoint/shared';

interface Stage {
  matchType: MatchType;
  division: string | null;
  round: number | null;
}

/** "League · Division 1 · Round 2": the stage a result or match belongs to; just the type without a fixture match. */
export function stageText({ matchType, division, round }: Stage): string {
  const parts = [MATCH_TYPE_LABELS[matchType] ?? matchType];
  if (division) parts.push(division);
  if (round !== null) parts.push(`Round ${round}`);
  return parts.join(' · ');
}

/**
 * A fixture match a result may name, as a choice reads: its stage, then when and where it is, if placed. The time is
 * on the tournament's clock, as its order of play shows it, whatever the reader's zone.
 */
export function matchOptionText(match: ResultMatchOption): string {
  const placed = [match.scheduledTime ? wallClockText(match.scheduledTime) : null, match.court].filter(Boolean);
  return [stageText(match), ...placed].join(' · ');
}
