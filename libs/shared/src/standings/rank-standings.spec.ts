import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankStandings, type StandingsLine } from './rank-standings';
import { STANDINGS_RULEBOOKS, type StandingsRulebook } from './standings-rulebooks';
import type { StandingsMatch } from './tally';
import { keys, league, line, named, played, rewritten, walkover } from './test-support.test';

const cycle: StandingsMatch[] = [
  played('a', 'b', [
    [6, 4],
    [6, 4],
  ]),
  played('b', 'c', [
    [6, 4],
    [6, 4],
  ]),
  played('c', 'a', [
    [6, 4],
    [6, 4],
  ]),
];

describe('rankStandings', () => {
  it('ranks entrants met only in matches under their key, and ignores a match of an entrant against itself', () => {
    const lines = rankStandings('itf', named('a'), [
      played('a', 'x', [
        [6, 0],
        [6, 0],
      ]),
      played('x', 'x', [
        [6, 0],
        [6, 0],
      ]),
    ]);
    expect(lines.map((l) => [l.key, l.name, l.played])).toEqual([
      ['a', 'A', 1],
      ['x', 'x', 1],
    ]);
  });

  it('never breaks a tie by name or by the order of the input', () => {
    const byName = rankStandings(
      'usa-pickleball',
      [
        { key: 'b', name: 'Aaron' },
        { key: 'a', name: 'Zoe' },
        { key: 'c', name: 'Mia' },
      ],
      cycle,
    );
    expect(keys(byName)).toEqual(['a', 'b', 'c']);
    expect(byName.every((l) => l.place === 1 && l.tiedUntilLots && l.decidedBy === null)).toBe(true);
  });

  it('ranks an entrant who withdrew by the results it played, on every rulebook', () => {
    for (const rulebook of STANDINGS_RULEBOOKS) {
      const lines = rankStandings(
        rulebook,
        [{ key: 'a', name: 'Ana', withdrawn: true }, ...named('b', 'c')],
        [
          played('a', 'b', [
            [11, 0],
            [11, 0],
            [11, 0],
          ]),
          played('a', 'c', [
            [11, 0],
            [11, 0],
            [11, 0],
          ]),
          played('b', 'c', [
            [11, 9],
            [11, 9],
            [11, 9],
          ]),
        ],
      );
      expect(keys(lines)).toEqual(['a', 'b', 'c']);
      expect(line(lines, 'a')).toMatchObject({ place: 1, withdrawn: true, won: 2, decidedBy: null, why: null });
    }
  });

  it('counts a walkover only as the loss it is: the side that gave it stays above one with fewer wins', () => {
    for (const rulebook of STANDINGS_RULEBOOKS) {
      // a gave b a walkover but beat c; c played every match and won none.
      const lines = rankStandings(rulebook, named('a', 'b', 'c'), [
        walkover('b', 'a'),
        played('a', 'c', [
          [11, 0],
          [11, 0],
          [11, 0],
        ]),
      ]);
      expect(keys(lines)).toEqual(['b', 'a', 'c']);
      expect(line(lines, 'a')).toMatchObject({ place: 2, decidedBy: 'head-to-head', why: 'Below B on head-to-head' });
      expect(line(lines, 'c')).toMatchObject({ place: 3, decidedBy: rulebook === 'ittf' ? 'match points' : 'wins' });
    }
  });

  it('lists entrants without a result last and unplaced while the league is under way, on every rulebook', () => {
    for (const rulebook of STANDINGS_RULEBOOKS) {
      const lines = rankStandings(
        rulebook,
        named('d', 'c', 'b', 'a'),
        [
          played('c', 'a', [
            [11, 5],
            [11, 5],
            [11, 5],
          ]),
        ],
        [['d', 'b']],
      );
      expect(lines.map((l) => [l.key, l.place, l.decidedBy, l.tiedUntilLots, l.drawnByLot])).toEqual([
        ['c', 1, null, false, false],
        ['a', 2, rulebook === 'ittf' ? 'match points' : 'wins', false, false],
        ['b', null, null, false, false],
        ['d', null, null, false, false],
      ]);
      expect(line(lines, 'b')).toMatchObject({ played: 0, why: 'Not placed: no result yet' });
    }
  });

  it('lets everybody share the first place while nobody has played, as the rulebook leaves them', () => {
    for (const rulebook of STANDINGS_RULEBOOKS) {
      const lines = rankStandings(rulebook, named('a', 'b', 'c'), []);
      expect(lines.map((l) => [l.key, l.place, l.tiedUntilLots])).toEqual([
        ['a', 1, true],
        ['b', 1, true],
        ['c', 1, true],
      ]);
      expect(line(lines, 'a').why).toBe('Shares 1st place with B and C until lots are drawn');
    }
  });

  it('applies lots only to the very group sharing a place', () => {
    expect(keys(rankStandings('itf', named('a', 'b', 'c'), cycle, [['b', 'a']]))).toEqual(['a', 'b', 'c']);
    expect(rankStandings('itf', named('a', 'b', 'c'), cycle, [['b', 'a']]).every((l) => l.tiedUntilLots)).toBe(true);
    // a and b each won 6-4 6-4 against someone else: level, as are c and d below them.
    const twoPairs = [
      played('a', 'c', [
        [6, 4],
        [6, 4],
      ]),
      played('b', 'd', [
        [6, 4],
        [6, 4],
      ]),
    ];
    const drawn = rankStandings('itf', named('a', 'b', 'c', 'd'), twoPairs, [
      ['d', 'c'],
      ['a', 'b', 'c'],
    ]);
    expect(drawn.map((l) => [l.key, l.place, l.drawnByLot, l.tiedUntilLots])).toEqual([
      ['a', 1, false, true],
      ['b', 1, false, true],
      ['d', 3, true, false],
      ['c', 4, true, false],
    ]);
  });

  describe.each(STANDINGS_RULEBOOKS.map((rulebook) => [rulebook]))('properties under %s', (rulebook: StandingsRulebook) => {
    const rank = ({ entrants, matches }: { entrants: Parameters<typeof rankStandings>[1]; matches: StandingsMatch[] }) =>
      rankStandings(rulebook, entrants, matches);
    /** Played-out leagues (where places are often shared) and leagues with walkovers, retirements and withdrawals. */
    const anyLeague = fc.oneof(league(rulebook, false), league(rulebook, true));

    it('lists every entrant once with a competition ranking (1, 2, 2, 4)', () => {
      fc.assert(
        fc.property(anyLeague, (source) => {
          const lines = rank(source);
          expect(new Set(keys(lines))).toEqual(new Set(source.entrants.map((e) => e.key)));
          expect(lines).toHaveLength(source.entrants.length);
          lines.forEach((l, i) => {
            const first = lines.findIndex((other) => other.place === l.place);
            expect(l.place).toBe(first + 1);
            if (i > 0) expect(l.place).toBeGreaterThanOrEqual(lines[i - 1].place!);
            const sharing = lines.filter((other) => other.place === l.place).length > 1;
            expect(l.tiedUntilLots).toBe(sharing);
            if (sharing) expect(l.decidedBy).toBeNull();
            if (l.decidedBy && l.decidedBy !== 'lot') expect(l.why).toContain(l.decidedBy);
          });
          for (let i = 1; i < lines.length; i++)
            if (lines[i].place === lines[i - 1].place) expect(lines[i].key > lines[i - 1].key).toBe(true);
        }),
      );
    });

    it('gives the same table for the league written in any order, from either side of each match', () => {
      fc.assert(
        fc.property(
          anyLeague.chain((source) => fc.tuple(fc.constant(source), rewritten(source))),
          ([source, copy]) => {
            expect(rank(copy)).toEqual(rank(source));
          },
        ),
      );
    });

    it('always ranks more wins (ITTF: match points) above, walkovers, retirements and withdrawals included', () => {
      const primary = (l: StandingsLine) => (rulebook === 'ittf' ? l.matchPoints : l.won);
      fc.assert(
        fc.property(anyLeague, (source) => {
          const lines = rank(source);
          for (let i = 1; i < lines.length; i++) {
            expect(primary(lines[i])).toBeLessThanOrEqual(primary(lines[i - 1]));
            if (primary(lines[i]) < primary(lines[i - 1])) expect(lines[i].place).toBeGreaterThan(lines[i - 1].place!);
          }
        }),
      );
    });

    it('lists the entrants without a result last and unplaced while some of the league is played', () => {
      fc.assert(
        fc.property(
          anyLeague.chain((source) => fc.tuple(fc.constant(source), fc.subarray(source.matches))),
          ([source, some]) => {
            const lines = rank({ entrants: source.entrants, matches: some });
            if (some.length === 0) {
              expect(lines.every((l) => l.place === 1)).toBe(true);
              return;
            }
            const unplaced = lines.filter((l) => l.place === null);
            expect(unplaced.map((l) => l.key)).toEqual(lines.filter((l) => l.played === 0).map((l) => l.key));
            expect(lines.slice(lines.length - unplaced.length)).toEqual(unplaced);
            expect(unplaced.every((l) => !l.tiedUntilLots && !l.drawnByLot && l.decidedBy === null)).toBe(true);
            expect(keys(unplaced)).toEqual([...keys(unplaced)].sort());
            expect(lines[0].place).toBe(1);
          },
        ),
      );
    });

    it('separates every shared place that has lots drawn for it', () => {
      fc.assert(
        fc.property(anyLeague, (source) => {
          const lines = rank(source);
          const shared = [...new Set(lines.filter((l) => l.tiedUntilLots).map((l) => l.place))].map((place) =>
            lines
              .filter((l) => l.place === place)
              .map((l) => l.key)
              .reverse(),
          );
          const drawn = rankStandings(rulebook, source.entrants, source.matches, shared);
          expect(drawn.map((l) => l.place)).toEqual(drawn.map((_, i) => i + 1));
          expect(
            drawn
              .filter((l) => l.drawnByLot)
              .map((l) => l.key)
              .sort(),
          ).toEqual(shared.flat().sort());
        }),
      );
    });
  });

  describe.each(['itf', 'usa-pickleball'] as const)('%s over complete leagues', (rulebook) => {
    it('puts the head-to-head winner above when exactly two are level on wins', () => {
      fc.assert(
        fc.property(league(rulebook, false), ({ entrants, matches }) => {
          const lines = rankStandings(rulebook, entrants, matches);
          for (const won of new Set(lines.map((l) => l.won))) {
            const level = lines.filter((l) => l.won === won);
            if (level.length !== 2) continue;
            const meeting = matches.find((m) => [m.a, m.b].includes(level[0].key) && [m.a, m.b].includes(level[1].key))!;
            expect(level[0].key).toBe(meeting.winner === 'A' ? meeting.a : meeting.b);
            expect(level[1]).toMatchObject({ place: level[0].place! + 1, decidedBy: 'head-to-head' });
          }
        }),
      );
    });

    it('always ranks more wins above', () => {
      fc.assert(
        fc.property(league(rulebook, false), ({ entrants, matches }) => {
          const lines = rankStandings(rulebook, entrants, matches);
          for (let i = 1; i < lines.length; i++) expect(lines[i].won).toBeLessThanOrEqual(lines[i - 1].won);
        }),
      );
    });
  });
});
