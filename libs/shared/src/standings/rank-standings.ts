import { ITF_RULES } from './itf';
import { ITTF_RULES } from './ittf';
import { applyLots, type DrawnLots, type PlacedBlock } from './lots';
import type { StandingsRule, StandingsRulebook } from './standings-rulebooks';
import { tallyLeague, type EntrantRecord, type StandingsEntrant, type StandingsMatch, type Tally } from './tally';
import { levelsOf, orderTied, type Block, type RulebookRules, type Separation } from './tied-groups';
import { USA_PICKLEBALL_RULES } from './usa-pickleball';
import { belowOn, DRAWN_BY_LOT, GAVE_WALKOVER, sharesPlace, WITHDREW } from './why';

export interface StandingsLine extends EntrantRecord {
  /** 1-based; rows no rule separates share the same place (1, 2, 2, 4). */
  place: number;
  /** The rule that put this row below the row above; null for the first row or a shared place. */
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
 * Whatever a rulebook counts, an entrant who withdrew ranks below everyone who did not, and one who gave a walkover
 * below everyone who turned up to all their matches: an absence never lifts the absent side above those who played.
 */
const presence = (tally: Tally): number => (tally.withdrawn ? 0 : tally.gaveWalkover ? 1 : 2);

/**
 * The league table under a governing body's rulebook, best first. Places no rule separates are shared until lots are
 * drawn for exactly those entrants; within a shared place rows are in key order. Pure: the result depends neither on the
 * order of `entrants` and `matches`, nor on which side of a match is `a`, nor on names.
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
  const blocks: Block[] = [];
  for (const alike of levelsOf([...tallies.keys()], (key) => presence(tally(key)))) {
    levelsOf(alike, (key) => rules.primary.score(tally(key))).forEach((group, i) => {
      const above = blocks.length ? blocks[blocks.length - 1].keys : [];
      const ordered = orderTied(group, rules.tieBreak, { tallies, counted }, above);
      const absence: Separation = { rule: 'withdrawal', text: (key) => (tally(key).withdrawn ? WITHDREW : GAVE_WALKOVER) };
      const fewer: Separation = {
        rule: rules.primary.rule,
        text: (key) =>
          belowOn(rules.primary.rule, above, rules.primary.score(tally(key)), rules.primary.score(tally(above[0])), tallies),
      };
      if (blocks.length) ordered[0] = { ...ordered[0], by: i === 0 ? absence : fewer };
      blocks.push(...ordered);
    });
  }
  return toLines(applyLots(blocks, lots), tallies);
}

function toLines(blocks: readonly PlacedBlock[], tallies: ReadonlyMap<string, Tally>): StandingsLine[] {
  const lines: StandingsLine[] = [];
  for (const block of blocks) {
    const place = lines.length + 1;
    const shared = block.keys.length > 1;
    for (const key of block.keys) {
      const { gaveWalkover: _absent, ...counts } = tallies.get(key)!;
      const [decidedBy, why] = block.drawnByLot
        ? (['lot', DRAWN_BY_LOT] as const)
        : shared
          ? [null, sharesPlace(key, place, block.keys, tallies)]
          : place === 1 || !block.by
            ? [null, null]
            : [block.by.rule, block.by.text(key)];
      lines.push({ ...counts, place, decidedBy, why, drawnByLot: block.drawnByLot, tiedUntilLots: shared });
    }
  }
  return lines;
}
