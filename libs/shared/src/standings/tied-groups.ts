import type { StandingsRule } from './standings-rulebooks';
import { recordOf, type CountedMatch, type Credit, type MatchFormat, type Tally } from './tally';
import { levelWith } from './why';

export interface TieContext {
  tallies: ReadonlyMap<string, Tally>;
  counted: readonly CountedMatch[];
  /** The keys of the place directly above the group (several when that place is shared); empty at the top of the table. */
  above: readonly string[];
}

/** One step of a rulebook's tie-break, worked out for the members of the tied group it is given. */
export interface Criterion {
  rule: StandingsRule;
  /** Higher ranks higher. Null when there is nothing to count for a member: the step then cannot separate this group. */
  score(key: string, group: readonly string[], ctx: TieContext): number | null;
  /** The member's figure for the table's explanation, e.g. '3 of 4 sets won (75 %)'. */
  detail(key: string, group: readonly string[], ctx: TieContext): string;
}

export interface TieBreak {
  /** The steps for a tied group of this size, in order. */
  criteria(size: number): readonly Criterion[];
  /**
   * What a step that separates the group leaves to settle. 'levels': every value is its own group, each started over
   * with only its members (ITTF's exclusion rule, USA Pickleball). 'peel': only the best value is split off and the rest
   * start over (ITF / USTA: the step finds the superior player, and two left level go back to head-to-head).
   */
  split: 'levels' | 'peel';
}

/** A rulebook as the table needs it: the main count, the tie-break and how walkovers and retirements are credited. */
export interface RulebookRules {
  primary: { rule: StandingsRule; score(tally: Tally): number };
  tieBreak: TieBreak;
  credit: Credit;
  /** The match length assumed when no completed match shows it. */
  format: MatchFormat;
}

/** Why a block sits below the block above it: the rule, and the sentence the table shows. */
export interface Separation {
  rule: StandingsRule;
  text(key: string): string;
}

/** Entrants sharing one place (usually one), best block first. `by` is null for the first block of a group handed in. */
export interface Block {
  keys: string[];
  by: Separation | null;
}

/** Locale-independent, so the server and every browser order keys alike. */
export const compareKeys = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Groups keys by a score, best first; each group in key order. */
export function levelsOf(keys: readonly string[], score: (key: string) => number): string[][] {
  const byValue = new Map<number, string[]>();
  for (const key of [...keys].sort(compareKeys)) byValue.set(score(key), [...(byValue.get(score(key)) ?? []), key]);
  return [...byValue].sort(([x], [y]) => (x < y ? 1 : x > y ? -1 : 0)).map(([, group]) => group);
}

/**
 * Orders a group level on the main count: each step is worked out among the members still level, and whatever it
 * leaves level starts the steps again among only those members, so a pair left level goes back to head-to-head (when
 * the rulebook's steps for two begin with it). A group no step separates is returned as one block: it shares a place.
 */
export function orderTied(
  group: readonly string[],
  tie: TieBreak,
  ctx: Omit<TieContext, 'above'>,
  above: readonly string[],
): Block[] {
  const members = [...group].sort(compareKeys);
  if (members.length < 2) return [{ keys: members, by: null }];
  const here: TieContext = { ...ctx, above };
  for (const criterion of tie.criteria(members.length)) {
    const scores = new Map(members.map((key) => [key, criterion.score(key, members, here)]));
    if ([...scores.values()].some((s) => s === null)) continue;
    const levels = levelsOf(members, (key) => scores.get(key)!);
    if (levels.length < 2) continue;
    const parts = tie.split === 'levels' ? levels : [levels[0], levels.slice(1).flat()];
    const by: Separation = {
      rule: criterion.rule,
      text: (key) => levelWith(key, members, criterion.rule, criterion.detail(key, members, here), ctx.tallies),
    };
    const blocks: Block[] = [];
    parts.forEach((part, i) => {
      const ordered = orderTied(part, tie, ctx, blocks.length ? blocks[blocks.length - 1].keys : above);
      if (i > 0) ordered[0] = { ...ordered[0], by };
      blocks.push(...ordered);
    });
    return blocks;
  }
  return [{ keys: members, by: null }];
}

/** Wins in the matches between the members; a member who met none of them has nothing to count. */
export const headToHeadWins: Criterion = {
  rule: 'head-to-head',
  score: (key, group, ctx) => {
    const among = recordOf(key, ctx.counted, new Set(group));
    return among.played > 0 ? among.won : null;
  },
  detail: (key, group, ctx) => {
    const { won } = recordOf(key, ctx.counted, new Set(group));
    return `${won} ${won === 1 ? 'win' : 'wins'} among them`;
  },
};
