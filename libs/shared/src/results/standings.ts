import type { FixtureMatch, FixturePlayer } from '../contracts/fixtures';
import { matchSides } from '../fixtures/match-sides';
import { sideName, winnerSide } from '../fixtures/match-outcome';

/** decisions.md "Results, standings and matches": the order of the tie-breaks after match wins. */
export const TIE_BREAK_RULES = ['head-to-head', 'set difference', 'game difference', 'name'] as const;
export type TieBreakRule = (typeof TIE_BREAK_RULES)[number];

export interface StandingsRow {
  position: number;
  /** Stable identity of the side: its players' registration ids. */
  key: string;
  name: string;
  players: FixturePlayer[];
  played: number;
  won: number;
  lost: number;
  setsFor: number;
  setsAgainst: number;
  gamesFor: number;
  gamesAgainst: number;
  /** Set when this side has as many wins as the side above it: the rule that put that side ahead. */
  behindOn: TieBreakRule | null;
}

export interface DivisionStandings {
  division: string;
  rows: StandingsRow[];
}

interface Tally extends Omit<StandingsRow, 'position' | 'behindOn'> {
  /** Wins against each other side, by key: head-to-head among the tied. */
  beat: Map<string, number>;
}

const sideKey = (players: readonly FixturePlayer[]) =>
  players
    .map((p) => p.id)
    .sort((a, b) => a - b)
    .join('+');

/**
 * League tables, one per division, from the league matches (scheduled ones list their sides with nothing played).
 * Order: match wins, then head-to-head wins among the tied (applied again to any group it leaves tied), then set
 * difference, then game difference, then name; each row records which rule separated it from a level side above.
 * Pure and independent of the order of `matches`.
 */
export function leagueStandings(matches: readonly FixtureMatch[]): DivisionStandings[] {
  const divisions = new Map<string, Map<string, Tally>>();
  const league = matches.filter((m) => m.matchType === 'league');
  for (const match of league) {
    const table = divisions.get(match.division) ?? new Map<string, Tally>();
    divisions.set(match.division, table);
    const sides = matchSides(match).map((players) => tallyOf(table, players));
    if (sides.some((side) => side === null)) continue;
    const [first, second] = sides as [Tally, Tally];
    if (first.key === second.key) continue;
    const winning = winnerSide(match);
    if (winning === null) continue;
    record(first, second, winning === 1, match.sets?.map((s) => [s.side1, s.side2] as const) ?? []);
    record(second, first, winning === 2, match.sets?.map((s) => [s.side2, s.side1] as const) ?? []);
  }
  return [...divisions]
    .sort(([a], [b]) => compareText(a, b))
    .map(([division, table]) => ({ division, rows: rank([...table.values()]) }));
}

function tallyOf(table: Map<string, Tally>, players: FixturePlayer[]): Tally | null {
  if (players.length === 0) return null;
  const key = sideKey(players);
  const name = sideName(players);
  let tally = table.get(key);
  if (!tally) {
    tally = { key, name, players: [...players], played: 0, won: 0, lost: 0, setsFor: 0, setsAgainst: 0, gamesFor: 0, gamesAgainst: 0, beat: new Map() };
    table.set(key, tally);
  } else if (compareText(name, tally.name) < 0) {
    // A pair listed in either order: keep one name whatever order the matches come in.
    tally.name = name;
    tally.players = [...players];
  }
  return tally;
}

function record(side: Tally, other: Tally, won: boolean, sets: ReadonlyArray<readonly [number, number]>): void {
  side.played++;
  if (won) {
    side.won++;
    side.beat.set(other.key, (side.beat.get(other.key) ?? 0) + 1);
  } else {
    side.lost++;
  }
  for (const [own, theirs] of sets) {
    if (own > theirs) side.setsFor++;
    else if (theirs > own) side.setsAgainst++;
    side.gamesFor += own;
    side.gamesAgainst += theirs;
  }
}

type Ranked = { tally: Tally; behindOn: TieBreakRule | null };

function rank(tallies: Tally[]): StandingsRow[] {
  const ordered: Ranked[] = [];
  for (const group of groupBy(tallies, (t) => t.won)) ordered.push(...orderTied(group));
  return ordered.map(({ tally: { beat: _beat, ...row }, behindOn }, i) => ({ ...row, position: i + 1, behindOn: i === 0 ? null : behindOn }));
}

/** Sides level on wins: head-to-head among them first, then the differences and the name. */
function orderTied(tied: Tally[]): Ranked[] {
  if (tied.length === 1) return [{ tally: tied[0], behindOn: null }];
  const members = new Set(tied.map((t) => t.key));
  const headToHead = (t: Tally) => [...t.beat].reduce((sum, [key, wins]) => (members.has(key) ? sum + wins : sum), 0);
  const groups = groupBy(tied, headToHead);
  if (groups.length > 1) {
    return groups.flatMap((group, g) => orderTied(group).map((r, i) => (i === 0 && g > 0 ? { ...r, behindOn: 'head-to-head' as const } : r)));
  }
  const sorted = [...tied].sort(compareLevel);
  return sorted.map((tally, i) => ({ tally, behindOn: i === 0 ? null : separatingRule(sorted[i - 1], tally) }));
}

const setDifference = (t: Tally) => t.setsFor - t.setsAgainst;
const gameDifference = (t: Tally) => t.gamesFor - t.gamesAgainst;

function compareLevel(a: Tally, b: Tally): number {
  return setDifference(b) - setDifference(a) || gameDifference(b) - gameDifference(a) || compareText(a.name, b.name) || compareText(a.key, b.key);
}

function separatingRule(above: Tally, below: Tally): TieBreakRule {
  if (setDifference(above) !== setDifference(below)) return 'set difference';
  if (gameDifference(above) !== gameDifference(below)) return 'game difference';
  return 'name';
}

/** Groups by a number, highest first. */
function groupBy(tallies: Tally[], score: (t: Tally) => number): Tally[][] {
  const groups = new Map<number, Tally[]>();
  for (const tally of tallies) {
    const value = score(tally);
    groups.set(value, [...(groups.get(value) ?? []), tally]);
  }
  return [...groups].sort(([a], [b]) => b - a).map(([, group]) => group);
}

/** Locale-independent, so the server and every browser order names alike. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const RULE_TEXT: Record<TieBreakRule, string> = {
  'head-to-head': 'head-to-head',
  'set difference': 'set difference',
  'game difference': 'game difference',
  name: 'name (alphabetical)',
};

/** The short "why" next to a tie: "Level on wins with Ana; placed below on head-to-head". */
export function tieBreakText(row: Pick<StandingsRow, 'behindOn'>, above: Pick<StandingsRow, 'name'> | undefined): string | null {
  if (!row.behindOn || !above) return null;
  return `Level on wins with ${above.name}; placed below on ${RULE_TEXT[row.behindOn]}`;
}
