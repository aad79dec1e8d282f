import type { FixtureMatch, FixturePlayer } from '../contracts/fixtures';
import { matchSides } from '../fixtures/match-sides';
import { sideName, winnerSide } from '../fixtures/match-outcome';
import { standingsSideKey } from '../fixtures/standings-side-key';
import {
  rankStandings,
  type StandingsEntrant,
  type StandingsLine,
  type StandingsMatch,
  type StandingsRulebook,
} from '../standings';

/** A standings line with the players of its side, for names and links. */
export interface StandingsRow extends StandingsLine {
  players: FixturePlayer[];
}

export interface DivisionStandings {
  division: string;
  rows: StandingsRow[];
}

/**
 * League tables, one per division, from the saved league matches, ranked by the tournament's rulebook (standings/).
 * Every side of a league match is listed, played or not; a completed match counts as it ended (played out, walkover,
 * retirement). Lots apply to the division they were drawn in. Pure and independent of the order of `matches`.
 */
export function leagueStandings(
  matches: readonly FixtureMatch[],
  options: { rulebook: StandingsRulebook; lots?: ReadonlyArray<{ division: string; order: readonly string[] }> },
): DivisionStandings[] {
  type Division = { sides: Map<string, FixturePlayer[]>; played: StandingsMatch[] };
  const divisions = new Map<string, Division>();
  for (const match of matches) {
    if (match.matchType !== 'league') continue;
    const division: Division = divisions.get(match.division) ?? { sides: new Map(), played: [] };
    divisions.set(match.division, division);
    const [first, second] = matchSides(match);
    if (first.length === 0 || second.length === 0) continue;
    const [a, b] = [standingsSideKey(first), standingsSideKey(second)];
    for (const [key, players] of [
      [a, first],
      [b, second],
    ] as const)
      keepNamedSide(division.sides, key, players);
    const winning = winnerSide(match);
    if (winning === null || a === b) continue;
    division.played.push({
      a,
      b,
      winner: winning === 1 ? 'A' : 'B',
      outcome: match.outcome ?? 'completed',
      sets: (match.sets ?? []).map((set) => ({ a: set.side1, b: set.side2 })),
    });
  }
  return [...divisions]
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([division, { sides, played }]) => {
      const entrants: StandingsEntrant[] = [...sides].map(([key, players]) => ({ key, name: sideName(players) }));
      const lots = (options.lots ?? []).filter((lot) => lot.division === division).map((lot) => lot.order);
      const lines = rankStandings(options.rulebook, entrants, played, lots);
      return { division, rows: lines.map((line) => ({ ...line, players: sides.get(line.key) ?? [] })) };
    });
}

/** Rows that share a place no rule separated and no lots have ordered yet: what the organizer can draw lots for. */
export function levelGroups<R extends Pick<StandingsLine, 'place' | 'tiedUntilLots'>>(rows: readonly R[]): R[][] {
  const groups = new Map<number, R[]>();
  for (const row of rows) if (row.tiedUntilLots) groups.set(row.place, [...(groups.get(row.place) ?? []), row]);
  return [...groups.values()].filter((group) => group.length > 1);
}

/** A pair listed in either order is one side: keep one name (the first in code-point order) whatever the match order. */
function keepNamedSide(sides: Map<string, FixturePlayer[]>, key: string, players: FixturePlayer[]): void {
  const known = sides.get(key);
  if (!known || sideName(players) < sideName(known)) sides.set(key, [...players]);
}
