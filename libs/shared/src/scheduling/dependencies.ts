import type { SchedulableMatch } from './types';

/** A match waits for the first `count` matches of `list` (input indices, in round order). Lists are shared. */
export interface Prerequisite {
  list: readonly number[];
  count: number;
}

const byRound = (matches: readonly SchedulableMatch[]) => (a: number, b: number) => matches[a].round - matches[b].round || a - b;

/** How many of a round-ordered list are from rounds before `round`. */
function before(list: readonly number[], round: number, matches: readonly SchedulableMatch[]): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (matches[list[mid]].round < round) low = mid + 1;
    else high = mid;
  }
  return low;
}

function push<K>(map: Map<K, number[]>, key: K, index: number): void {
  const list = map.get(key);
  if (list) list.push(index);
  else map.set(key, [index]);
}

/**
 * What each match waits for, per the order of play: a player's league rounds in order; semi-finals after the whole
 * league of their division; finals after its semi-finals (or, with none, after its league, whose standings pick the
 * finalists); knockout rounds in order. Expressed as shared prefixes so a long league costs no quadratic lists.
 */
export function prerequisitesOf(matches: readonly SchedulableMatch[]): Prerequisite[][] {
  const league = new Map<string, number[]>();
  const leagueOfPlayer = new Map<string, number[]>();
  const semis = new Map<string, number[]>();
  const knockout = new Map<string, number[]>();
  // Division and player joined by a character ids are unlikely to hold; only grouping depends on it.
  const playerKey = (division: string, player: string) => `${division}\u0000${player}`;
  matches.forEach((match, i) => {
    if (match.matchType === 'league') {
      push(league, match.division, i);
      for (const player of new Set(match.players)) push(leagueOfPlayer, playerKey(match.division, player), i);
    } else if (match.matchType === 'semi-final') push(semis, match.division, i);
    else if (match.matchType === 'knockout') push(knockout, match.division, i);
  });
  for (const list of [...leagueOfPlayer.values(), ...knockout.values()]) list.sort(byRound(matches));

  const whole = (list: readonly number[] | undefined): Prerequisite[] => (list?.length ? [{ list, count: list.length }] : []);
  return matches.map((match): Prerequisite[] => {
    switch (match.matchType) {
      case 'league':
        return [...new Set(match.players)].flatMap((player) => {
          const list = leagueOfPlayer.get(playerKey(match.division, player))!;
          const count = before(list, match.round, matches);
          return count ? [{ list, count }] : [];
        });
      case 'semi-final':
        return whole(league.get(match.division));
      case 'final':
        return semis.get(match.division)?.length ? whole(semis.get(match.division)) : whole(league.get(match.division));
      case 'knockout': {
        const list = knockout.get(match.division)!;
        const count = before(list, match.round, matches);
        return count ? [{ list, count }] : [];
      }
      default:
        return [];
    }
  });
}

/** The input indices behind a match's prerequisites, each once. */
export function expandPrerequisites(prerequisites: readonly Prerequisite[]): number[] {
  return [...new Set(prerequisites.flatMap(({ list, count }) => list.slice(0, count)))];
}

export interface Readiness {
  /** Latest end among the matches waited for (-Infinity when none). */
  after: number;
  /** Some match waited for has no place. */
  blocked: boolean;
}

/**
 * Reads readiness from the ends known so far (null: could not be placed). Prefix results are kept per list, so
 * asking in placing order (counts only grow) touches each list entry once.
 */
export function readinessReader(endOf: (index: number) => number | null): (prerequisites: readonly Prerequisite[]) => Readiness {
  const done = new Map<readonly number[], Readiness & { count: number }>();
  const extend = (seen: Readiness & { count: number }, { list, count }: Prerequisite) => {
    for (; seen.count < count; seen.count++) {
      const end = endOf(list[seen.count]);
      if (end === null) seen.blocked = true;
      else seen.after = Math.max(seen.after, end);
    }
    return seen;
  };
  const prefix = (prerequisite: Prerequisite): Readiness => {
    const kept = done.get(prerequisite.list);
    if (kept && kept.count <= prerequisite.count) return extend(kept, prerequisite);
    const fresh = extend({ count: 0, after: -Infinity, blocked: false }, prerequisite);
    if (!kept) done.set(prerequisite.list, fresh);
    return fresh;
  };
  return (prerequisites) => {
    const readiness: Readiness = { after: -Infinity, blocked: false };
    for (const prerequisite of prerequisites) {
      const { after, blocked } = prefix(prerequisite);
      readiness.after = Math.max(readiness.after, after);
      readiness.blocked ||= blocked;
    }
    return readiness;
  };
}
