import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FixtureMatch, FixtureSetScore } from '../contracts/fixtures';
import { player } from '../fixtures/test-support.test';
import { leagueStandings, tieBreakText, type StandingsRow } from './standings';

const P = [1, 2, 3, 4, 5, 6].map((id) => player(id, 'L1', `Player ${String.fromCharCode(64 + id)}`));

/** A completed league match: `sets` from side 1's point of view; the winner is whoever won more sets. */
function played(a: number, b: number, sets: Array<[number, number]>, division = 'Division 1', id = `${a}-${b}-${sets.length}`): FixtureMatch {
  const score: FixtureSetScore[] = sets.map(([side1, side2]) => ({ side1, side2 }));
  const won1 = score.filter((s) => s.side1 > s.side2).length;
  const won2 = score.filter((s) => s.side2 > s.side1).length;
  return { id, matchType: 'league', fixtureType: 'singles', division, round: 1, player1: P[a - 1], player2: P[b - 1], winner: (won1 > won2 ? P[a - 1] : P[b - 1]).name, sets: score };
}
const scheduled = (a: number, b: number, division = 'Division 1'): FixtureMatch => ({
  id: `s-${a}-${b}`,
  matchType: 'league',
  fixtureType: 'singles',
  division,
  round: 1,
  player1: P[a - 1],
  player2: P[b - 1],
});
const names = (rows: StandingsRow[]) => rows.map((r) => r.name);

describe('leagueStandings', () => {
  it('counts played, won, lost, sets and games per side, listing sides with nothing played yet', () => {
    const [table] = leagueStandings([played(1, 2, [[6, 4], [3, 6], [6, 2]]), scheduled(1, 3), scheduled(2, 3)]);
    expect(table.division).toBe('Division 1');
    expect(table.rows.map(({ position, name, played, won, lost, setsFor, setsAgainst, gamesFor, gamesAgainst }) => ({ position, name, played, won, lost, setsFor, setsAgainst, gamesFor, gamesAgainst }))).toEqual([
      { position: 1, name: 'Player A', played: 1, won: 1, lost: 0, setsFor: 2, setsAgainst: 1, gamesFor: 15, gamesAgainst: 12 },
      // Level on no wins: C's set difference (0) beats B's (-1).
      { position: 2, name: 'Player C', played: 0, won: 0, lost: 0, setsFor: 0, setsAgainst: 0, gamesFor: 0, gamesAgainst: 0 },
      { position: 3, name: 'Player B', played: 1, won: 0, lost: 1, setsFor: 1, setsAgainst: 2, gamesFor: 12, gamesAgainst: 15 },
    ]);
  });

  it('keeps one table per division and leaves knockout matches out', () => {
    const final: FixtureMatch = { ...played(1, 2, [[6, 0]]), matchType: 'final' };
    const tables = leagueStandings([played(3, 4, [[6, 1]], 'Division 2'), final, scheduled(1, 2)]);
    expect(tables.map((t) => t.division)).toEqual(['Division 1', 'Division 2']);
    expect(tables[0].rows.every((r) => r.played === 0)).toBe(true);
  });

  it('breaks a tie on wins by head-to-head before set difference, and says so', () => {
    // A and B both win once; B beat A, although A has the better set difference.
    const rows = leagueStandings([played(1, 3, [[6, 0], [6, 0]]), played(2, 1, [[7, 5], [5, 7], [6, 4]]), played(3, 2, [[6, 4], [6, 4]])])[0].rows;
    // Three-way cycle: everyone 1 win, head-to-head level too, so set difference decides: A +1, C 0, B -1.
    expect(names(rows)).toEqual(['Player A', 'Player C', 'Player B']);
    expect(rows.map((r) => r.behindOn)).toEqual([null, 'set difference', 'set difference']);

    const two = leagueStandings([played(2, 1, [[7, 5], [7, 5]]), played(1, 3, [[6, 0], [6, 0]]), played(2, 4, [[0, 6], [0, 6]]), played(3, 4, [[6, 0], [0, 6], [0, 6]])])[0].rows;
    // A and B on one win each: B beat A.
    const level = two.filter((r) => r.won === 1).map((r) => r.name);
    expect(level).toEqual(['Player B', 'Player A']);
    const a = two.find((r) => r.name === 'Player A')!;
    expect(a.behindOn).toBe('head-to-head');
    expect(tieBreakText(a, two[two.indexOf(a) - 1])).toBe('Level on wins with Player B; placed below on head-to-head');
  });

  it('falls back to game difference, then to the name', () => {
    const byGames = leagueStandings([played(1, 3, [[6, 4]]), played(2, 4, [[6, 0]])])[0].rows;
    expect(names(byGames).slice(0, 2)).toEqual(['Player B', 'Player A']);
    expect(byGames[1].behindOn).toBe('game difference');
    const byName = leagueStandings([played(2, 4, [[6, 3]]), played(1, 3, [[6, 3]])])[0].rows;
    expect(names(byName).slice(0, 2)).toEqual(['Player A', 'Player B']);
    expect(byName[1].behindOn).toBe('name');
    expect(byName[2].behindOn).toBeNull();
    expect(names(byName).slice(2)).toEqual(['Player C', 'Player D']);
    expect(byName[3].behindOn).toBe('name');
  });

  it('uses the winner even when no score was stored', () => {
    const match: FixtureMatch = { ...scheduled(1, 2), winner: 'Player B' };
    const rows = leagueStandings([match])[0].rows;
    expect(rows[0]).toMatchObject({ name: 'Player B', won: 1, setsFor: 0 });
  });

  describe('properties', () => {
    const pairs = [1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].filter((b) => b > a).map((b) => [a, b] as const));
    const set = fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })).filter(([x, y]) => x !== y);
    const league = fc
      .array(fc.tuple(fc.constantFrom(...pairs), fc.boolean(), fc.array(set, { minLength: 1, maxLength: 3 })), { maxLength: 20 })
      .map((games) =>
        games.map(([[a, b], flip, sets], i) => {
          const match = flip ? played(b, a, sets) : played(a, b, sets);
          return { ...match, id: `m${i}`, winner: match.sets!.some((s) => s.side1 !== s.side2) ? match.winner : null };
        }),
      );

    it('orders totally: every side once, positions 1..n, wins never increase down the table', () => {
      fc.assert(
        fc.property(league, (matches) => {
          for (const { rows } of leagueStandings(matches)) {
            expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
            expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
            for (let i = 1; i < rows.length; i++) {
              expect(rows[i].won).toBeLessThanOrEqual(rows[i - 1].won);
              expect(rows[i].behindOn === null).toBe(rows[i].won !== rows[i - 1].won);
            }
          }
        }),
      );
    });

    it('is stable: the same matches in any order give the same tables', () => {
      fc.assert(
        fc.property(league.chain((matches) => fc.tuple(fc.constant(matches), fc.shuffledSubarray(matches, { minLength: matches.length, maxLength: matches.length }))), ([matches, shuffled]) => {
          expect(leagueStandings(shuffled)).toEqual(leagueStandings(matches));
        }),
      );
    });

    it('honours head-to-head: of two sides alone on a number of wins, the one that won more of their meetings is above', () => {
      fc.assert(
        fc.property(league, (matches) => {
          for (const { rows } of leagueStandings(matches)) {
            for (let i = 1; i < rows.length; i++) {
              const [above, below] = [rows[i - 1], rows[i]];
              const alone = rows.filter((r) => r.won === above.won).length === 2 && below.won === above.won;
              if (!alone) continue;
              const wins = (x: StandingsRow, y: StandingsRow) =>
                matches.filter((m) => {
                  const ids = [m.player1.id, m.player2.id];
                  return m.winner && ids.includes(x.players[0].id) && ids.includes(y.players[0].id) && m.winner === x.name;
                }).length;
              expect(wins(above, below)).toBeGreaterThanOrEqual(wins(below, above));
              if (wins(above, below) > wins(below, above)) expect(below.behindOn).toBe('head-to-head');
            }
          }
        }),
      );
    });
  });
});
