import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchType } from '../constants/fixtures';
import { expandPrerequisites, prerequisitesOf, readinessReader } from './dependencies';
import { league, match } from './test-support.test';
import type { SchedulableMatch } from './types';

/** The order-of-play rule read plainly, pair by pair. */
function waitsFor(a: SchedulableMatch, b: SchedulableMatch, all: SchedulableMatch[]): boolean {
  if (a === b || a.division !== b.division) return false;
  if (a.matchType === 'league')
    return b.matchType === 'league' && b.round < a.round && a.players.some((p) => b.players.includes(p));
  if (a.matchType === 'semi-final') return b.matchType === 'league';
  if (a.matchType === 'knockout') return b.matchType === 'knockout' && b.round < a.round;
  const semis = all.some((m) => m.division === a.division && m.matchType === 'semi-final');
  return b.matchType === (semis ? 'semi-final' : 'league');
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

describe('prerequisitesOf', () => {
  it('names exactly the matches the rule makes each one wait for', () => {
    fc.assert(
      fc.property(matchesArb, (matches) => {
        const prerequisites = prerequisitesOf(matches);
        matches.forEach((m, i) => {
          const expected = matches.flatMap((other, j) => (waitsFor(m, other, matches) ? [j] : []));
          expect(expandPrerequisites(prerequisites[i]).sort((x, y) => x - y)).toEqual(expected);
        });
      }),
    );
  });

  it("waits for each player's earlier league rounds only", () => {
    const matches = [league(1, 1, ['a', 'b']), league(1, 2, ['c', 'd']), league(2, 1, ['a', 'c']), league(3, 1, ['a', 'd'])];
    expect(prerequisitesOf(matches).map(expandPrerequisites)).toEqual([[], [], [0, 1], [0, 2, 1]]);
  });
});

describe('readinessReader', () => {
  it('reads the latest end, and whether any is missing, however the counts come', () => {
    const ends: Array<number | null> = [10, 30, null, 20];
    const list = [0, 1, 2, 3];
    const read = readinessReader((i) => ends[i]);
    expect(read([{ list, count: 2 }])).toEqual({ after: 30, blocked: false });
    expect(read([{ list, count: 4 }])).toEqual({ after: 30, blocked: true });
    expect(read([{ list, count: 1 }])).toEqual({ after: 10, blocked: false });
    expect(read([])).toEqual({ after: -Infinity, blocked: false });
  });
});
