import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DrawnLots } from './lots';
import { rankStandings } from './rank-standings';
import type { StandingsEntrant, StandingsMatch } from './tally';
import { keys, league, line, named, played, retired, walkover } from './test-support.test';

const rank = (entrants: StandingsEntrant[], matches: StandingsMatch[], lots?: DrawnLots) =>
  rankStandings('ittf', entrants, matches, lots);
const times = (n: number, game: [number, number]): Array<[number, number]> => Array.from({ length: n }, () => game);

describe('ITTF', () => {
  it('gives 2 match points for a win, 1 for a loss played out and 0 for a walkover, crediting the walkover 11-0 a game', () => {
    const lines = rank(named('a', 'b', 'c'), [
      played('a', 'b', [
        [11, 5],
        [9, 11],
        [11, 5],
        [11, 5],
      ]),
      walkover('c', 'b'),
      played('a', 'c', times(3, [11, 7])),
    ]);
    expect(lines.map((l) => [l.key, l.matchPoints])).toEqual([
      ['a', 4],
      ['c', 3],
      ['b', 1],
    ]);
    expect(line(lines, 'c')).toMatchObject({ decidedBy: 'match points', why: 'Below A on match points (3 against 4)' });
    expect(line(lines, 'c')).toMatchObject({ setsWon: 3, setsLost: 3, unitsWon: 33 + 21, unitsLost: 33 });
  });

  it('gives 0 match points for a retirement, keeping the points scored and finishing the match for the winner', () => {
    // Retired at 5-3 up in the fifth game: recorded 11-7, 8-11, 11-6, 10-12, 11-5.
    const lines = rank(named('w', 'r'), [
      retired('w', 'r', [
        [11, 7],
        [8, 11],
        [11, 6],
        [10, 12],
        [3, 5],
      ]),
    ]);
    expect(line(lines, 'w')).toMatchObject({ matchPoints: 2, setsWon: 3, setsLost: 2, unitsWon: 51, unitsLost: 41 });
    expect(line(lines, 'r')).toMatchObject({ matchPoints: 0, setsWon: 2, setsLost: 3 });
  });

  it('settles two level on match points by their own match', () => {
    const lines = rank(named('a', 'b', 'c'), [
      played('b', 'a', times(3, [11, 9])),
      played('a', 'c', times(3, [11, 0])),
      played('c', 'b', times(3, [11, 0])),
    ]);
    // Everyone 3 match points; then only the matches among those level: a cycle with games 3-3 each, so points decide.
    expect(keys(lines)).toEqual(['a', 'c', 'b']);
    // a and b 3 match points each (a win and a loss played out), b beat a.
    const pair = rank(named('a', 'b', 'c', 'd'), [
      played('b', 'a', times(3, [11, 9])),
      played('a', 'c', times(3, [11, 0])),
      played('d', 'b', times(3, [11, 0])),
    ]);
    expect(keys(pair)).toEqual(['b', 'a', 'd', 'c']);
    expect(line(pair, 'a')).toMatchObject({ decidedBy: 'head-to-head', why: 'Below B on head-to-head' });
  });

  it('orders three level by games ratio among them, with no second look at the pair', () => {
    const threeTwo: Array<[number, number]> = [
      [11, 5],
      [5, 11],
      [11, 5],
      [5, 11],
      [11, 5],
    ];
    const lines = rank(named('a', 'b', 'c'), [
      played('a', 'b', times(3, [11, 5])),
      played('b', 'c', threeTwo),
      played('c', 'a', threeTwo),
    ]);
    // Games among them: a 5-3, c 5-5, b 3-5. All three are placed at once, so b's win over c does not come back.
    expect(keys(lines)).toEqual(['a', 'c', 'b']);
    expect(line(lines, 'c')).toMatchObject({
      decidedBy: 'games ratio',
      why: 'Level with A and B: games 5–5 among them – below on games ratio',
    });
  });

  it('leaves out the matches of those placed and works out the points ratio again among the still level', () => {
    const fourOne = (w: number, l: number): Array<[number, number]> => [
      [11, w],
      [11, w],
      [l, 11],
      [11, w],
    ];
    const lines = rank(named('a', 'b', 'c', 'd', 'e', 'f'), [
      played('a', 'b', times(3, [11, 9])),
      played('a', 'c', times(3, [11, 0])),
      played('a', 'd', times(3, [11, 9])),
      played('b', 'c', fourOne(9, 9)),
      played('c', 'd', fourOne(3, 3)),
      played('d', 'b', fourOne(7, 7)),
      ...['b', 'c', 'd'].flatMap((x) => [played(x, 'e', times(3, [11, 5])), played(x, 'f', times(3, [11, 5]))]),
      played('e', 'a', times(3, [11, 5])),
      played('f', 'a', times(3, [11, 5])),
      played('e', 'f', times(3, [11, 5])),
    ]);
    // a, b, c and d have 8 match points. Among them a has 6 and is placed; b, c and d then have 3 each and games 4-4
    // each among themselves. Points among the three: c 74-62, b 74-78, d 60-68. Counting their games against a as well
    // would have put them b, d, c.
    expect(lines.slice(0, 4).map((l) => l.matchPoints)).toEqual([8, 8, 8, 8]);
    expect(keys(lines)).toEqual(['a', 'c', 'b', 'd', 'e', 'f']);
    expect(lines.map((l) => l.decidedBy)).toEqual([
      null,
      'match points',
      'points ratio',
      'points ratio',
      'match points',
      'match points',
    ]);
    expect(line(lines, 'c').why).toBe('Level with A, B and D: 4 match points among them – below on match points');
    expect(line(lines, 'b').why).toBe('Level with C and D: points 74–78 among them – below on points ratio');
  });

  it('takes only the match points from the side that gave a walkover, and adds no step for it', () => {
    // a gave b a walkover (0 points) and beat c and d; b lost to c and beat d; c beat d.
    const lines = rank(named('a', 'b', 'c', 'd'), [
      walkover('b', 'a'),
      played('a', 'c', times(3, [11, 7])),
      played('a', 'd', times(3, [11, 7])),
      played('c', 'b', times(3, [11, 9])),
      played('b', 'd', times(3, [11, 9])),
      played('c', 'd', times(3, [11, 9])),
    ]);
    expect(lines.map((l) => [l.key, l.place, l.matchPoints, l.decidedBy])).toEqual([
      ['c', 1, 5, null],
      ['b', 2, 5, 'head-to-head'],
      ['a', 3, 4, 'match points'],
      ['d', 4, 3, 'match points'],
    ]);
    expect(line(lines, 'a').why).toBe('Below B on match points (4 against 5)');
  });

  it('lists a player without a result last and unplaced while the league is under way', () => {
    const lines = rank(named('a', 'b', 'c'), [played('b', 'a', times(3, [11, 9]))]);
    expect(lines.map((l) => [l.key, l.place, l.matchPoints, l.decidedBy])).toEqual([
      ['b', 1, 2, null],
      ['a', 2, 1, 'match points'],
      ['c', null, 0, null],
    ]);
  });

  describe('properties over complete leagues', () => {
    it('always ranks more match points above', () => {
      fc.assert(
        fc.property(league('ittf', false), ({ entrants, matches }) => {
          const lines = rankStandings('ittf', entrants, matches);
          for (let i = 1; i < lines.length; i++) expect(lines[i].matchPoints).toBeLessThanOrEqual(lines[i - 1].matchPoints);
        }),
      );
    });

    it('puts the winner of their match above when exactly two are level on match points', () => {
      fc.assert(
        fc.property(league('ittf', false), ({ entrants, matches }) => {
          const lines = rankStandings('ittf', entrants, matches);
          for (const points of new Set(lines.map((l) => l.matchPoints))) {
            const level = lines.filter((l) => l.matchPoints === points);
            if (level.length !== 2) continue;
            const meeting = matches.find((m) => [m.a, m.b].includes(level[0].key) && [m.a, m.b].includes(level[1].key))!;
            expect(level[0].key).toBe(meeting.winner === 'A' ? meeting.a : meeting.b);
          }
        }),
      );
    });
  });
});
