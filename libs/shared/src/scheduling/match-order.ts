import type { MatchType } from '../constants/fixtures';
import type { ScheduleSettings, SchedulableMatch } from './types';

/** Stages in the order they are played; knockout rounds come before any semi-final or final. */
const STAGE_RANK: Record<MatchType, number> = { league: 0, knockout: 1, 'semi-final': 2, final: 3 };

/** Expected length in minutes; knockout matches take the league length. */
export function matchMinutes(matchType: MatchType, minutes: ScheduleSettings['minutes']): number {
  return matchType === 'knockout' ? minutes.league : minutes[matchType];
}

/**
 * Input indices in the order matches are placed: stage, then round, then division (in order of first appearance),
 * then input order. Every match comes after all the matches it waits for.
 */
export function priorityOrder(matches: readonly SchedulableMatch[]): number[] {
  const divisionRank = new Map<string, number>();
  for (const match of matches) if (!divisionRank.has(match.division)) divisionRank.set(match.division, divisionRank.size);
  const rank = (i: number) => STAGE_RANK[matches[i].matchType] ?? STAGE_RANK.league;
  return matches
    .map((_, i) => i)
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        matches[a].round - matches[b].round ||
        divisionRank.get(matches[a].division)! - divisionRank.get(matches[b].division)! ||
        a - b,
    );
}
