import type { SchedulableMatch } from './types';

/** A match waits for the first `count` matches of `list` (input indices, in round order). Lists are shared. */
export interface Prerequisite {
  list: readonly number[];
  count: number;
}

/** A match is waited for by the matches of `list` from `from` on (input indices, in round order). Lists are shared. */
export interface Dependent {
  list: readonly number[];
  from: number;
}

const byRound = (matches: readonly SchedulableMatch[]) => (a: number, b: number) => matches[a].round - matches[b].round || a - b;

/** How many of a round-ordered list are from rounds before `round` (or up to it, with `orEqual`). */
function before(list: readonly number[], round: number, matches: readonly SchedulableMatch[], orEqual = false): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const other = matches[list[mid]].round;
    if (other < round || (orEqual && other === round)) low = mid + 1;
    else high = mid;
  }
  return low;
}

function push<K>(map: Map<K, number[]>, key: K, index: number): void {
  const list = map.get(key);
  if (list) list.push(index);
  else map.set(key, [index]);
}

/** Each division's matches by stage; knockout matches in round order. */
function stagesOf(matches: readonly SchedulableMatch[]) {
  const league = new Map<string, number[]>();
  const semis = new Map<string, number[]>();
  const knockout = new Map<string, number[]>();
  matches.forEach((match, i) => {
    if (match.matchType === 'league') push(league, match.division, i);
    else if (match.matchType === 'semi-final') push(semis, match.division, i);
    else if (match.matchType === 'knockout') push(knockout, match.division, i);
  });
  for (const list of knockout.values()) list.sort(byRound(matches));
  return { league, semis, knockout };
}

/**
 * What each match waits for, per the order of play (decisions.md, Event day): semi-finals after the whole league of
 * their division; finals after its league and its semi-finals (with none, the league's standings pick the
 * finalists); knockout rounds after the earlier rounds of their division. Waits are transitive, so a final whose
 * semi-finals have no place still follows the league. League rounds are a preference, not a wait, so a league match
 * waits for nothing. Expressed as shared prefixes so a long league costs no quadratic lists.
 */
export function prerequisitesOf(matches: readonly SchedulableMatch[]): Prerequisite[][] {
  const { league, semis, knockout } = stagesOf(matches);
  const whole = (list: readonly number[] | undefined): Prerequisite[] => (list?.length ? [{ list, count: list.length }] : []);
  return matches.map((match): Prerequisite[] => {
    switch (match.matchType) {
      case 'semi-final':
        return whole(league.get(match.division));
      case 'final':
        return [...whole(league.get(match.division)), ...whole(semis.get(match.division))];
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

/** The inverse of prerequisitesOf: the matches that wait for each one, as shared suffixes. */
export function dependentsOf(matches: readonly SchedulableMatch[]): Dependent[][] {
  const { semis, knockout } = stagesOf(matches);
  const finals = new Map<string, number[]>();
  matches.forEach((match, i) => {
    if (match.matchType === 'final') push(finals, match.division, i);
  });
  const whole = (list: readonly number[] | undefined): Dependent[] => (list?.length ? [{ list, from: 0 }] : []);
  return matches.map((match): Dependent[] => {
    const { division } = match;
    switch (match.matchType) {
      case 'league':
        return [...whole(semis.get(division)), ...whole(finals.get(division))];
      case 'semi-final':
        return whole(finals.get(division));
      case 'knockout': {
        const list = knockout.get(division)!;
        const from = before(list, match.round, matches, true);
        return from < list.length ? [{ list, from }] : [];
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

/** The input indices behind a match's dependents, each once. */
export function expandDependents(dependents: readonly Dependent[]): number[] {
  return [...new Set(dependents.flatMap(({ list, from }) => list.slice(from)))];
}
