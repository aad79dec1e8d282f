import type { FixtureMatch, FixturePlayer } from '../contracts/fixtures';
import { matchSides } from '../fixtures/match-sides';
import { sideName, winnerSide } from '../fixtures/match-outcome';
import { standingsSideKey } from '../fixtures/standings-side-key';
import {
  forfeitsOfWithdrawn,
  rankStandings,
  type PendingMatch,
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

export interface LeagueStandingsOptions {
  rulebook: StandingsRulebook;
  lots?: ReadonlyArray<{ division: string; order: readonly string[] }>;
  /**
   * The fixture player ids (entry ids) of the entries that withdrew; none when left out. A side with a withdrawn player
   * keeps the results it played, and its league matches still to play count as walkovers it gave.
   */
  withdrawn?: ReadonlySet<number>;
}

const NONE_WITHDRAWN: ReadonlySet<number> = new Set();

/**
 * League tables, one per division, from the saved league matches, ranked by the tournament's rulebook (standings/).
 * Every side of a league match is listed, played or not; a completed match counts as it ended (played out, walkover,
 * retirement), and a withdrawn side's matches still to play as walkovers to its opponents. While a league is under
 * way, sides that have not played yet are listed last without a place. Lots apply to the division they were drawn in.
 * Pure and independent of the order of `matches`.
 */
export function leagueStandings(matches: readonly FixtureMatch[], options: LeagueStandingsOptions): DivisionStandings[] {
  type Division = { sides: Map<string, FixturePlayer[]>; played: StandingsMatch[]; pending: PendingMatch[] };
  const divisions = new Map<string, Division>();
  for (const match of matches) {
    if (match.matchType !== 'league') continue;
    const division: Division = divisions.get(match.division) ?? { sides: new Map(), played: [], pending: [] };
    divisions.set(match.division, division);
    const [first, second] = matchSides(match);
    if (first.length === 0 || second.length === 0) continue;
    const [a, b] = [standingsSideKey(first), standingsSideKey(second)];
    for (const [key, players] of [
      [a, first],
      [b, second],
    ] as const)
      keepNamedSide(division.sides, key, players);
    if (a === b) continue;
    const winning = winnerSide(match);
    if (winning === null) {
      division.pending.push({ a, b });
      continue;
    }
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
    .map(([division, { sides, played, pending }]) => {
      const gone = options.withdrawn ?? NONE_WITHDRAWN;
      const withdrawn = new Set([...sides].filter(([, players]) => players.some((p) => gone.has(p.id))).map(([key]) => key));
      const entrants: StandingsEntrant[] = [...sides].map(([key, players]) => ({
        key,
        name: sideName(players),
        withdrawn: withdrawn.has(key),
      }));
      const lots = (options.lots ?? []).filter((lot) => lot.division === division).map((lot) => lot.order);
      const lines = rankStandings(options.rulebook, entrants, [...played, ...forfeitsOfWithdrawn(pending, withdrawn)], lots);
      return { division, rows: lines.map((line) => ({ ...line, players: sides.get(line.key) ?? [] })) };
    });
}

/** Rows that share a place no rule separated and no lots have ordered yet: what the organizer can draw lots for. */
export function levelGroups<R extends Pick<StandingsLine, 'place' | 'tiedUntilLots'>>(
  rows: readonly R[],
): Array<Array<R & { place: number }>> {
  const placed = (row: R): row is R & { place: number } => row.place !== null;
  const groups = new Map<number, Array<R & { place: number }>>();
  for (const row of rows) if (row.tiedUntilLots && placed(row)) groups.set(row.place, [...(groups.get(row.place) ?? []), row]);
  return [...groups.values()].filter((group) => group.length > 1);
}

/** A pair listed in either order is one side: keep one name (the first in code-point order) whatever the match order. */
function keepNamedSide(sides: Map<string, FixturePlayer[]>, key: string, players: FixturePlayer[]): void {
  const known = sides.get(key);
  if (!known || sideName(players) < sideName(known)) sides.set(key, [...players]);
}
