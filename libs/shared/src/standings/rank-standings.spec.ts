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

/** Which entrants gave a walkover in these matches. */
const absentees = (matches: readonly StandingsMatch[]) =>
  new Set(matches.filter((m) => m.outcome === 'walkover').map((m) => (m.winner === 'A' ? m.b : m.a)));

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

  it('ranks an entrant who withdrew below everyone who did not, on every rulebook', () => {
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
      expect(keys(lines)).toEqual(['b', 'c', 'a']);
      expect(line(lines, 'a')).toMatchObject({ withdrawn: true, won: 2, decidedBy: 'withdrawal', why: 'Withdrew' });
    }
  });

  it('ranks the no-show of a walkover below everyone who turned up, however many matches it won', () => {
    for (const rulebook of STANDINGS_RULEBOOKS) {
      const lines = rankStandings(rulebook, named('a', 'b', 'c'), [
        walkover('b', 'a'),
        played('a', 'c', [
          [11, 0],
          [11, 0],
          [11, 0],
        ]),
      ]);
      expect(keys(lines)).toEqual(['b', 'c', 'a']);
      expect(line(lines, 'a').decidedBy).toBe('withdrawal');
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
            if (i > 0) expect(l.place).toBeGreaterThanOrEqual(lines[i - 1].place);
            const sharing = lines.filter((other) => other.place === l.place).length > 1;
            expect(l.tiedUntilLots).toBe(sharing);
            if (sharing) expect(l.decidedBy).toBeNull();
            if (l.decidedBy && l.decidedBy !== 'withdrawal' && l.decidedBy !== 'lot') expect(l.why).toContain(l.decidedBy);
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

    it('never ranks a withdrawn entrant or the no-show of a walkover above one who played every match', () => {
      fc.assert(
        fc.property(anyLeague, (source) => {
          const lines = rank(source);
          const absent = absentees(source.matches);
          const clean = (l: StandingsLine) => !l.withdrawn && !absent.has(l.key);
          for (const l of lines.filter((x) => !clean(x))) {
            for (const other of lines.filter(clean)) expect(l.place).toBeGreaterThan(other.place);
            for (const other of lines.filter((x) => !x.withdrawn && l.withdrawn)) expect(l.place).toBeGreaterThan(other.place);
          }
        }),
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
            expect(level[1]).toMatchObject({ place: level[0].place + 1, decidedBy: 'head-to-head' });
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
