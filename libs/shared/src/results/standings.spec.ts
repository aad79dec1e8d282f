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
    expect(tables[0].rows.map((r) => [r.name, r.place, r.played, r.won, r.setsWon, r.unitsWon])).toEqual([
      ['Player A', 1, 1, 1, 2, 12],
      ['Player B', 2, 1, 0, 0, 8],
      ['Player C', null, 0, 0, 0, 0],
    ]);
    expect(tables[0].rows[0].players).toEqual([P[0]]);
  });

  it('counts a walkover as the loss it is for the side that gave it, nothing more', () => {
    // A beat B by walkover, B beat C, C beat A: one win each; on % games B (12 of 20) is first, the walkover's giver.
    const rows = leagueStandings([played(1, 2, { outcome: 'walkover', sets: [] }), played(2, 3), played(3, 1)], itf)[0].rows;
    expect(rows.map((r) => [r.name, r.place, r.won])).toEqual([
      ['Player B', 1, 1],
      ['Player C', 2, 1],
      ['Player A', 3, 1],
    ]);
  });

  it('keeps a league that nobody has played yet as one shared place, everybody listed', () => {
    const rows = leagueStandings([scheduled(1, 2), scheduled(3, 4), scheduled(1, 3)], itf)[0].rows;
    expect(rows.map((r) => [r.name, r.place, r.tiedUntilLots])).toEqual([
      ['Player A', 1, true],
      ['Player B', 1, true],
      ['Player C', 1, true],
      ['Player D', 1, true],
    ]);
  });

  describe('a withdrawn entry mid-league', () => {
    // Round robin of four. Played: A beat B, B beat D, C beat D. Then B withdrew; A–C, B–C and A–D were still to play.
    const league = [played(1, 2), played(2, 4), played(3, 4), scheduled(1, 3), scheduled(2, 3), scheduled(1, 4)];
    const withdrawn = new Set([P[1].id]);

    it.each([
      // ITF / USTA and USA Pickleball: C 2 wins (one the walkover B gave), A and B 1 (A beat B), D none.
      [
        'itf',
        [
          ['Player C', 1],
          ['Player A', 2],
          ['Player B', 3],
          ['Player D', 4],
        ],
      ],
      [
        'usa-pickleball',
        [
          ['Player C', 1],
          ['Player A', 2],
          ['Player B', 3],
          ['Player D', 4],
        ],
      ],
      // ITTF: C 4 match points, B 3 (2 + 1 for a loss played + 0 for the walkover), A and D 2; A and D never met.
      [
        'ittf',
        [
          ['Player C', 1],
          ['Player B', 2],
          ['Player A', 3],
          ['Player D', 3],
        ],
      ],
    ] as const)('under %s keeps its results and gives its remaining match to the opponent as a walkover', (rulebook, places) => {
      const rows = leagueStandings(league, { rulebook, withdrawn })[0].rows;
      expect(rows.map((r) => [r.name, r.place])).toEqual(places);
      const row = (name: string) => rows.find((r) => r.name === name)!;
      expect(row('Player B')).toMatchObject({ withdrawn: true, played: 3, won: 1, lost: 2 });
      expect(row('Player C')).toMatchObject({ withdrawn: false, played: 2, won: 2 });
      // A–C and A–D are not B's: they stay to be played.
      expect(row('Player A')).toMatchObject({ played: 1, won: 1 });
    });

    it('changes nothing when no entry is named, or when the set is left out', () => {
      for (const rulebook of ['itf', 'usa-pickleball', 'ittf'] as const) {
        const rows = leagueStandings(league, { rulebook })[0].rows;
        expect(leagueStandings(league, { rulebook, withdrawn: new Set() })[0].rows).toEqual(rows);
        expect(rows.find((r) => r.name === 'Player B')).toMatchObject({ withdrawn: false, played: 2, lost: 1 });
      }
    });

    it('gives a withdrawn entry that never played a place, below everyone its walkovers made winners', () => {
      const rows = leagueStandings([played(1, 2), scheduled(3, 1), scheduled(3, 2)], { ...itf, withdrawn: new Set([P[2].id]) })[0]
        .rows;
      expect(rows.map((r) => [r.name, r.place, r.won, r.lost])).toEqual([
        ['Player A', 1, 2, 0],
        ['Player B', 2, 1, 1],
        ['Player C', 3, 0, 2],
      ]);
    });

    it('withdraws a doubles team when one of its players withdrew', () => {
      const doubles = (over: Partial<FixtureMatch>): FixtureMatch => ({
        ...scheduled(1, 2),
        fixtureType: 'doubles',
        player1: P[0],
        player2: P[1],
        player3: P[2],
        player4: P[3],
        ...over,
      });
      const [table] = leagueStandings([doubles({})], { ...itf, withdrawn: new Set([P[3].id]) });
      expect(table.rows.map((r) => [r.key, r.place, r.won, r.withdrawn])).toEqual([
        ['1+2', 1, 1, false],
        ['3+4', 2, 0, true],
      ]);
    });
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
          for (const withdrawn of [new Set<number>(), new Set([3])])
            expect(leagueStandings(shuffled, { rulebook, withdrawn })).toEqual(leagueStandings(matches, { rulebook, withdrawn }));
      }),
    );
  });
});
