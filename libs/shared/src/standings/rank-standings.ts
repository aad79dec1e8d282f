import { ITF_RULES } from './itf';
import { ITTF_RULES } from './ittf';
import { applyLots, type DrawnLots, type PlacedBlock } from './lots';
import type { StandingsRule, StandingsRulebook } from './standings-rulebooks';
import { tallyLeague, type EntrantRecord, type StandingsEntrant, type StandingsMatch, type Tally } from './tally';
import { compareKeys, levelsOf, orderTied, type Block, type RulebookRules, type Separation } from './tied-groups';
import { USA_PICKLEBALL_RULES } from './usa-pickleball';
import { belowOn, DRAWN_BY_LOT, NOT_PLAYED_YET, sharesPlace } from './why';

export interface StandingsLine extends EntrantRecord {
  /**
   * 1-based; rows no rule separates share the same place (1, 2, 2, 4). Null while the league is under way for an
   * entrant that has not played yet: it is listed after those that have, unplaced.
   */
  place: number | null;
  /** The rule that put this row below the row above; null for the first row, a shared place or an unplaced row. */
  decidedBy: StandingsRule | null;
  /** What the table shows next to the row; always names the rule that applied. Null for the first row. */
  why: string | null;
  drawnByLot: boolean;
  /** True when this row shares its place with another and no lots were drawn for them. */
  tiedUntilLots: boolean;
}

const RULES: Record<StandingsRulebook, RulebookRules> = {
  itf: ITF_RULES,
  'usa-pickleball': USA_PICKLEBALL_RULES,
  ittf: ITTF_RULES,
};

/**
 * The league table under a governing body's rulebook, best first. Walkovers and retirements count as the rulebook
 * counts them and nothing is added to its steps: more wins (ITTF: match points) always rank higher, whoever gave a
 * walkover or withdrew. Places no rule separates are shared until lots are drawn for exactly those entrants; within a
 * shared place rows are in key order. Once anyone has a result, entrants without one are listed last, unplaced, in key
 * order; while nobody has one, everybody shares the first place as the rulebook leaves them. Pure: the result depends
 * neither on the order of `entrants` and `matches`, nor on which side of a match is `a`, nor on names.
 */
export function rankStandings(
  rulebook: StandingsRulebook,
  entrants: readonly StandingsEntrant[],
  matches: readonly StandingsMatch[],
  lots: DrawnLots = [],
): StandingsLine[] {
  const rules = RULES[rulebook];
  const { tallies, counted } = tallyLeague(entrants, matches, rules.credit, rules.format);
  const tally = (key: string) => tallies.get(key)!;
  const all = [...tallies.keys()];
  const underWay = all.some((key) => tally(key).played > 0);
  const placed = underWay ? all.filter((key) => tally(key).played > 0) : all;
  const isPlaced = new Set(placed);
  const blocks: Block[] = [];
  for (const group of levelsOf(placed, (key) => rules.primary.score(tally(key)))) {
    const above = blocks.length ? blocks[blocks.length - 1].keys : [];
    const ordered = orderTied(group, rules.tieBreak, { tallies, counted }, above);
    const fewer: Separation = {
      rule: rules.primary.rule,
      text: (key) =>
        belowOn(rules.primary.rule, above, rules.primary.score(tally(key)), rules.primary.score(tally(above[0])), tallies),
    };
    if (blocks.length) ordered[0] = { ...ordered[0], by: fewer };
    blocks.push(...ordered);
  }
  const unplaced = all.filter((key) => !isPlaced.has(key)).sort(compareKeys);
  return [...toLines(applyLots(blocks, lots), tallies), ...unplaced.map((key) => unplacedLine(tally(key)))];
}

function toLines(blocks: readonly PlacedBlock[], tallies: ReadonlyMap<string, Tally>): StandingsLine[] {
  const lines: StandingsLine[] = [];
  for (const block of blocks) {
    const place = lines.length + 1;
    const shared = block.keys.length > 1;
    for (const key of block.keys) {
      const [decidedBy, why] = block.drawnByLot
        ? (['lot', DRAWN_BY_LOT] as const)
        : shared
          ? [null, sharesPlace(key, place, block.keys, tallies)]
          : place === 1 || !block.by
            ? [null, null]
            : [block.by.rule, block.by.text(key)];
      lines.push({ ...tallies.get(key)!, place, decidedBy, why, drawnByLot: block.drawnByLot, tiedUntilLots: shared });
    }
  }
  return lines;
}

const unplacedLine = (tally: Tally): StandingsLine => ({
  ...tally,
  place: null,
  decidedBy: null,
  why: NOT_PLAYED_YET,
  drawnByLot: false,
  tiedUntilLots: false,
});
