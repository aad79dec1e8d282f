import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchType } from '../constants/fixtures';
import { dependentsOf, expandDependents, expandPrerequisites, prerequisitesOf } from './dependencies';
import { league, match } from './test-support.test';
import type { SchedulableMatch } from './types';

/** The order-of-play rule read plainly, pair by pair: only stages and knockout rounds wait; a final follows both stages. */
function waitsFor(a: SchedulableMatch, b: SchedulableMatch): boolean {
  if (a === b || a.division !== b.division) return false;
  if (a.matchType === 'league') return false;
  if (a.matchType === 'semi-final') return b.matchType === 'league';
  if (a.matchType === 'knockout') return b.matchType === 'knockout' && b.round < a.round;
  return b.matchType === 'league' || b.matchType === 'semi-final';
}

const matchesArb = fc
  .array(
    fc.record({
      type: fc.constantFrom<MatchType>('league', 'league', 'knockout', 'semi-final', 'final'),
      division: fc.constantFrom('1', '2'),
      round: fc.integer({ min: 1, max: 4 }),
      players: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { minLength: 2, maxLength: 4 }),
    }),
    { maxLength: 25 },
  )
  .map((rows) => rows.map((row, i) => match(row.type, row.round, i, row.players, row.division)));

const sorted = (list: number[]) => [...list].sort((x, y) => x - y);

describe('prerequisitesOf', () => {
  it('names exactly the matches the rule makes each one wait for', () => {
    fc.assert(
      fc.property(matchesArb, (matches) => {
        const prerequisites = prerequisitesOf(matches);
        matches.forEach((m, i) => {
          const expected = matches.flatMap((other, j) => (waitsFor(m, other) ? [j] : []));
          expect(sorted(expandPrerequisites(prerequisites[i]))).toEqual(expected);
        });
      }),
    );
  });

  it("makes no league match wait for a player's earlier rounds (they are a preference)", () => {
    const matches = [league(1, 1, ['a', 'b']), league(2, 1, ['a', 'c']), league(3, 1, ['a', 'd'])];
    expect(prerequisitesOf(matches).map(expandPrerequisites)).toEqual([[], [], []]);
  });

  it('makes a final wait for its league as well as its semi-finals', () => {
    const matches = [league(1, 1, ['a', 'b']), match('semi-final', 1, 1, ['a', 'c']), match('final', 1, 1, ['a', 'd'])];
    expect(prerequisitesOf(matches).map(expandPrerequisites)).toEqual([[], [0], [0, 1]]);
  });

  it('makes a knockout round wait for the earlier rounds of its own division only', () => {
    const matches = [
      match('knockout', 1, 1, ['a', 'b']),
      match('knockout', 2, 1, ['a', 'c']),
      match('knockout', 1, 2, ['c', 'd']),
      match('knockout', 1, 1, ['x', 'y'], '2'),
      match('knockout', 3, 1, ['a', 'e']),
    ];
    expect(prerequisitesOf(matches).map(expandPrerequisites)).toEqual([[], [0, 2], [], [], [0, 2, 1]]);
  });
});

describe('dependentsOf', () => {
  it('is the inverse of prerequisitesOf', () => {
    fc.assert(
      fc.property(matchesArb, (matches) => {
        const prerequisites = prerequisitesOf(matches).map(expandPrerequisites);
        const dependents = dependentsOf(matches).map(expandDependents);
        matches.forEach((_, i) => {
          const expected = matches.flatMap((__, j) => (prerequisites[j].includes(i) ? [j] : []));
          expect(sorted(dependents[i])).toEqual(expected);
        });
      }),
    );
  });
});
