import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FixtureMatch } from '../contracts/fixtures';
import { player } from '../fixtures/test-support.test';
import { leagueStandings, levelGroups } from './standings';
import { standingsSideKey } from '../fixtures/standings-side-key';

const P = [1, 2, 3, 4].map((id) => player(id, 'L1', `Player ${String.fromCharCode(64 + id)}`));

/** A completed league match between players a and b (1-based), side 1 winning 6-4 6-4 unless `sets` say otherwise. */
function played(a: number, b: number, over: Partial<FixtureMatch> = {}, division = 'Division 1'): FixtureMatch {
  return {
    id: `${division}-${a}-${b}`,
    matchType: 'league',
    fixtureType: 'singles',
    division,
    round: 1,
    player1: P[a - 1],
    player2: P[b - 1],
    winner: P[a - 1].name,
    sets: [
      { side1: 6, side2: 4 },
      { side1: 6, side2: 4 },
    ],
    ...over,
  };
}
const scheduled = (a: number, b: number): FixtureMatch => ({ ...played(a, b), winner: null, sets: null });
const itf = { rulebook: 'itf' as const };

describe('leagueStandings (fixture matches → a rulebook)', () => {
  it('lists every side of the league per division, played or not, and leaves knockout matches out', () => {
    const tables = leagueStandings(
      [played(1, 2), scheduled(1, 3), played(3, 4, {}, 'Division 2'), { ...played(2, 1), matchType: 'final' }],
      itf,
    );
    expect(tables.map((t) => t.division)).toEqual(['Division 1', 'Division 2']);
    expect(tables[0].rows.map((r) => [r.name, r.played, r.won, r.setsWon, r.unitsWon])).toEqual([
      ['Player A', 1, 1, 2, 12],
      ['Player B', 1, 0, 0, 8],
      ['Player C', 0, 0, 0, 0],
    ]);
    expect(tables[0].rows[0].players).toEqual([P[0]]);
  });

  it('counts a walkover as a walkover: the absent side never above one who played', () => {
    // A beat B by walkover, B beat C, C beat A: B, the no-show, is last.
    const rows = leagueStandings([played(1, 2, { outcome: 'walkover', sets: [] }), played(2, 3), played(3, 1)], itf)[0].rows;
    expect(rows.at(-1)?.name).toBe('Player B');
  });

  it('applies lots only to the division they were drawn in', () => {
    const cycle = (division: string) => [played(1, 2, {}, division), played(2, 3, {}, division), played(3, 1, {}, division)];
    const lots = [{ division: 'Division 1', order: ['3', '1', '2'] }];
    const [first, second] = leagueStandings([...cycle('Division 1'), ...cycle('Division 2')], { ...itf, lots });
    expect(first.rows.map((r) => [r.place, r.name, r.drawnByLot])).toEqual([
      [1, 'Player C', true],
      [2, 'Player A', true],
      [3, 'Player B', true],
    ]);
    expect(second.rows.map((r) => r.place)).toEqual([1, 1, 1]);
    expect(second.rows.every((r) => r.tiedUntilLots)).toBe(true);
    expect(levelGroups(first.rows)).toEqual([]);
    expect(levelGroups(second.rows).map((group) => group.map((r) => r.key))).toEqual([['1', '2', '3']]);
  });

  it('keys a doubles team by its players whatever order a match lists them in', () => {
    const match: FixtureMatch = {
      ...played(1, 2),
      fixtureType: 'doubles',
      player1: P[1],
      player2: P[0],
      player3: P[3],
      player4: P[2],
      winner: null,
    };
    const [table] = leagueStandings([match], itf);
    expect(table.rows.map((r) => r.key)).toEqual(['1+2', '3+4']);
    expect(standingsSideKey([P[3], P[2]])).toBe('3+4');
  });

  it('gives the same tables whatever order the matches come in', () => {
    const matches = [
      played(1, 2),
      played(2, 3),
      played(3, 4, {
        outcome: 'retired',
        sets: [
          { side1: 6, side2: 2 },
          { side1: 1, side2: 0 },
        ],
      }),
      played(4, 1),
      scheduled(1, 3),
    ];
    fc.assert(
      fc.property(fc.shuffledSubarray(matches, { minLength: matches.length, maxLength: matches.length }), (shuffled) => {
        for (const rulebook of ['itf', 'usa-pickleball', 'ittf'] as const)
          expect(leagueStandings(shuffled, { rulebook })).toEqual(leagueStandings(matches, { rulebook }));
      }),
    );
  });
});
