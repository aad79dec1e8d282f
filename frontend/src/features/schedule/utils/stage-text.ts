import { MATCH_TYPE_LABELS, type MatchType } from '@rallypoint/shared';

/**
 * A match's stage and round as the organizer reads it on the order of play: "League R2", "Knockout R1"; a semi-final
 * or final needs no round ("Semi-Final", "Final").
 */
export function stageRoundText({ matchType, round }: { matchType: MatchType; round: number }): string {
  const stage = MATCH_TYPE_LABELS[matchType] ?? matchType;
  return matchType === 'league' || matchType === 'knockout' ? `${stage} R${round}` : stage;
}
