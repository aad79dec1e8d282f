import type { MatchType } from '../constants/fixtures';
import type { SearchProblem } from './search-problem';
import type { ScheduleSettings, SchedulableMatch } from './types';

/** Stages in the order they are played; knockout rounds come before any semi-final or final. */
const STAGE_RANK: Record<MatchType, number> = { league: 0, knockout: 1, 'semi-final': 2, final: 3 };

/** Expected length in minutes; knockout matches take the league length. */
export function matchMinutes(matchType: MatchType, minutes: ScheduleSettings['minutes']): number {
  return matchType === 'knockout' ? minutes.league : minutes[matchType];
}

const stageRank = (match: SchedulableMatch) => STAGE_RANK[match.matchType] ?? STAGE_RANK.league;

/** Stage, then knockout round: a match comes after every match it waits for, whatever comes next in a rule. */
const byStage = (matches: readonly SchedulableMatch[]) => (a: number, b: number) =>
  stageRank(matches[a]) - stageRank(matches[b]) ||
  (matches[a].matchType === 'knockout' ? matches[a].round - matches[b].round : 0);

function divisionRanks(matches: readonly SchedulableMatch[]): Map<string, number> {
  const rank = new Map<string, number>();
  for (const match of matches) if (!rank.has(match.division)) rank.set(match.division, rank.size);
  return rank;
}

/**
 * Input indices in the order of play: stage, then round, then division (in order of first appearance), then input
 * order. Every match comes after all the matches it waits for.
 */
export function priorityOrder(matches: readonly SchedulableMatch[], indices?: readonly number[]): number[] {
  const divisionRank = divisionRanks(matches);
  const stage = byStage(matches);
  return [...(indices ?? matches.map((_, i) => i))].sort(
    (a, b) =>
      stage(a, b) ||
      matches[a].round - matches[b].round ||
      divisionRank.get(matches[a].division)! - divisionRank.get(matches[b].division)! ||
      a - b,
  );
}

/**
 * Several orders to build a first schedule from, each placing every match after the ones it waits for: the order of
 * play; rounds with the hardest to place first (the fewest minutes when all its players can play); the hardest
 * first whatever the round; and rounds with the busiest players first.
 */
export function priorityOrders(problem: SearchProblem): number[][] {
  const { matches } = problem.context;
  const stage = byStage(matches);
  const round = (a: number, b: number) => matches[a].round - matches[b].round;
  const hardest = (a: number, b: number) => problem.windowMinutes[a] - problem.windowMinutes[b];
  const load = problem.playersOf.map((players) => Math.max(0, ...players.map((p) => problem.matchesOf[p].length)));
  const busiest = (a: number, b: number) => load[b] - load[a];
  const sorted = (...keys: ((a: number, b: number) => number)[]) =>
    [...problem.free].sort((a, b) => {
      for (const key of [stage, ...keys]) {
        const order = key(a, b);
        if (order) return order;
      }
      return a - b;
    });
  return [priorityOrder(matches, problem.free), sorted(round, hardest), sorted(hardest, round), sorted(round, busiest, hardest)];
}
