import fc from 'fast-check';
import type { StandingsLine } from './rank-standings';
import type { StandingsRulebook } from './standings-rulebooks';
import type { StandingsEntrant, StandingsMatch } from './tally';

/** Helpers for the standings specs (a .test.ts file: not run on its own, not built). */

/** A played-out match; `sets` from a's side; the winner is whoever won more sets. */
export function played(a: string, b: string, sets: Array<[number, number]>): StandingsMatch {
  const wonByA = sets.filter(([x, y]) => x > y).length;
  return {
    a,
    b,
    winner: wonByA * 2 > sets.length ? 'A' : 'B',
    outcome: 'completed',
    sets: sets.map(([x, y]) => ({ a: x, b: y })),
  };
}

/** `winner` was given the match because `absent` did not turn up. */
export const walkover = (winner: string, absent: string): StandingsMatch => ({
  a: winner,
  b: absent,
  winner: 'A',
  outcome: 'walkover',
  sets: [],
});

/** `retiree` stopped; `sets` from the winner's side, as they stood. */
export const retired = (winner: string, retiree: string, sets: Array<[number, number]>): StandingsMatch => ({
  a: winner,
  b: retiree,
  winner: 'A',
  outcome: 'retired',
  sets: sets.map(([x, y]) => ({ a: x, b: y })),
});

/** Entrants named after their keys, upper-cased ('ana' → 'ANA'), so names and keys are told apart in texts. */
export const named = (...keys: string[]): StandingsEntrant[] => keys.map((key) => ({ key, name: key.toUpperCase() }));

export const keys = (lines: readonly StandingsLine[]): string[] => lines.map((line) => line.key);
export const line = (lines: readonly StandingsLine[], key: string): StandingsLine => lines.find((l) => l.key === key)!;

/** Per rulebook: sets to win, and the range of the winning side's and the losing side's numbers in one set/game. */
const SHAPE: Record<StandingsRulebook, { toWin: number; high: [number, number]; low: [number, number] }> = {
  itf: { toWin: 2, high: [6, 7], low: [0, 5] },
  'usa-pickleball': { toWin: 2, high: [11, 13], low: [0, 9] },
  ittf: { toWin: 3, high: [11, 13], low: [0, 9] },
};

/**
 * One match's sets for a winner on side a, as they would be played: the winner takes `toWin`, the loser fewer. With
 * `alike`, every match ends the same straight-sets score, so leagues often end with places no rule separates.
 */
function setsFor(rulebook: StandingsRulebook, alike: boolean): fc.Arbitrary<Array<{ a: number; b: number }>> {
  const { toWin, high, low } = SHAPE[rulebook];
  if (alike) return fc.constant(Array.from({ length: toWin }, () => ({ a: high[0], b: low[1] })));
  const set = fc.tuple(fc.integer({ min: high[0], max: high[1] }), fc.integer({ min: low[0], max: low[1] }));
  return fc
    .tuple(fc.array(set, { minLength: toWin, maxLength: toWin }), fc.array(set, { maxLength: toWin - 1 }), fc.boolean())
    .map(([won, lost, lostFirst]) => {
      const w = won.map(([x, y]) => ({ a: x, b: y }));
      const l = lost.map(([x, y]) => ({ a: y, b: x }));
      return lostFirst ? [...l, ...w] : [...w, ...l];
    });
}

export interface League {
  entrants: StandingsEntrant[];
  matches: StandingsMatch[];
}

/**
 * A complete single round robin of 3 to 6 entrants, each pair meeting once, half the time every match ending alike.
 * With `absences`, some matches are walkovers or retirements and some entrants withdrew; without, every match is
 * played out.
 */
export function league(rulebook: StandingsRulebook, absences: boolean): fc.Arbitrary<League> {
  const outcome = absences
    ? fc.constantFrom<StandingsMatch['outcome']>('completed', 'completed', 'completed', 'walkover', 'retired')
    : fc.constant<StandingsMatch['outcome']>('completed');
  return fc.tuple(fc.integer({ min: 3, max: 6 }), fc.boolean()).chain(([n, alike]) => {
    const ids = Array.from({ length: n }, (_, i) => `e${i + 1}`);
    const pairs = ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b] as const));
    const match = ([a, b]: readonly [string, string]) =>
      fc.tuple(fc.boolean(), outcome, setsFor(rulebook, alike)).map(([aWins, how, sets]): StandingsMatch => {
        const [winner, loser] = aWins ? [a, b] : [b, a];
        return {
          a: winner,
          b: loser,
          winner: 'A',
          outcome: how,
          sets: how === 'walkover' ? [] : how === 'retired' ? sets.slice(0, 1) : sets,
        };
      });
    const withdrawRolls = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n });
    return fc.tuple(fc.tuple(...pairs.map(match)), withdrawRolls).map(([matches, rolls]) => ({
      entrants: ids.map((key, i) => ({ key, name: `Player ${key}`, withdrawn: absences && rolls[i] === 0 })),
      matches,
    }));
  });
}

/** The same league written differently: entrants and matches shuffled, and some matches told from the other side. */
export function rewritten(source: League): fc.Arbitrary<League> {
  const n = source.matches.length;
  return fc
    .tuple(
      fc.shuffledSubarray(source.entrants, { minLength: source.entrants.length, maxLength: source.entrants.length }),
      fc.shuffledSubarray(
        source.matches.map((m, i) => [m, i] as const),
        { minLength: n, maxLength: n },
      ),
      fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    )
    .map(([entrants, matches, flips]) => ({
      entrants,
      matches: matches.map(([m, i]) =>
        flips[i]
          ? {
              a: m.b,
              b: m.a,
              winner: m.winner === 'A' ? 'B' : 'A',
              outcome: m.outcome,
              sets: m.sets.map((s) => ({ a: s.b, b: s.a })),
            }
          : m,
      ),
    }));
}
