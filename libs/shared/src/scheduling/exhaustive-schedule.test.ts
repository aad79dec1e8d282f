// Test support: the best schedule of a small instance by exhaustive search, written apart from the engine on the
// rules as rule-reader.test.ts reads them. Named *.test.ts so the build leaves it out and vitest does not collect it.
import { laterRound, ruleReader, type Held } from './rule-reader.test';
import type { ScheduleInput, SchedulableMatch } from './types';

/** What the exhaustive search compares, in this order: more placed, fewer league round inversions, earlier last end. */
export interface Best {
  placed: number;
  inversions: number;
  makespan: number;
  /** Schedules tried. */
  nodes: number;
}

const better = (a: Omit<Best, 'nodes'>, b: Omit<Best, 'nodes'>) =>
  a.placed !== b.placed
    ? a.placed > b.placed
    : a.inversions !== b.inversions
      ? a.inversions < b.inversions
      : a.makespan < b.makespan;

/**
 * Tries every order of every subset of the matches, each placed at its earliest start that fits (on the first court
 * free then) and no earlier than the one placed before it (strictly later when it comes first in input order). Any
 * schedule shifted left in the order of its starts, each match to its earliest start that keeps that order, is one
 * of these and is no worse; so the best of these is the best of all, with courts alike (no locks). Branches that
 * cannot beat the best found (too few matches still fit; or all must fit, and the round order or the last end
 * cannot improve) are cut.
 */
export function exhaustiveBest(input: ScheduleInput): Best {
  const rules = ruleReader(input);
  const seen = new Set<string>();
  const matches = input.matches.filter((m) => !seen.has(m.id) && seen.add(m.id));
  let best: Omit<Best, 'nodes'> = { placed: 0, inversions: 0, makespan: -Infinity };
  let nodes = 0;

  const inversionsWith = (match: SchedulableMatch, from: number, held: readonly Held[]) =>
    held.filter((h) => (laterRound(match, h.match) && from < h.from) || (laterRound(h.match, match) && h.from < from)).length;

  const visit = (held: Held[], lastStart: number, lastIndex: number, inversions: number, makespan: number) => {
    nodes++;
    const here = { placed: held.length, inversions, makespan };
    if (better(here, best)) best = here;
    const next = matches.flatMap((match, index) => {
      if (held.some((h) => h.match === match)) return [];
      const place = rules.earliest(match, index < lastIndex ? lastStart + 1 : lastStart, held);
      return place ? [{ match, index, ...place }] : [];
    });
    const most = held.length + next.length;
    if (most < best.placed) return;
    if (most === best.placed) {
      if (inversions > best.inversions) return;
      const lastEnd = Math.max(makespan, ...next.map((n) => n.from + rules.length(n.match)));
      if (inversions === best.inversions && lastEnd >= best.makespan) return;
    }
    for (const { match, index, court, from } of next) {
      const to = from + rules.length(match);
      const added = inversionsWith(match, from, held);
      held.push({ match, court, from, to, date: rules.local(from).date });
      visit(held, from, index, inversions + added, Math.max(makespan, to));
      held.pop();
    }
  };
  visit([], -Infinity, -1, 0, -Infinity);
  return { ...best, nodes };
}

/**
 * The same best by plain enumeration, to check the search above: every match left out or given every start on a
 * 15-minute grid and every court. Exact when every hour, length and rest is a multiple of 15 minutes; only for a
 * handful of matches on short days.
 */
export function enumerateEveryStart(input: ScheduleInput): Omit<Best, 'nodes'> {
  const rules = ruleReader(input);
  const grid = rules.days.flatMap((day) => Array.from({ length: (day.close - day.open) / 15 }, (_, k) => day.open + 15 * k));
  let best: Omit<Best, 'nodes'> = { placed: 0, inversions: 0, makespan: -Infinity };
  const visit = (next: number, held: Held[]) => {
    if (next === input.matches.length) {
      const inversions = held.flatMap((a) => held.filter((b) => laterRound(a.match, b.match) && a.from < b.from)).length;
      const here = { placed: held.length, inversions, makespan: Math.max(-Infinity, ...held.map((h) => h.to)) };
      if (better(here, best)) best = here;
      return;
    }
    visit(next + 1, held);
    const match = input.matches[next];
    for (const from of grid) {
      for (const { name } of input.settings.courts) {
        if (!rules.fits(match, name, from, held)) continue;
        held.push({ match, court: name, from, to: from + rules.length(match), date: rules.local(from).date });
        visit(next + 1, held);
        held.pop();
      }
    }
  };
  visit(0, []);
  return best;
}
