import { describe, expect, it } from 'vitest';
import type { DrawnLots } from './lots';
import { rankStandings } from './rank-standings';
import type { StandingsEntrant, StandingsMatch } from './tally';
import { keys, line, named, played, retired, walkover } from './test-support.test';

const rank = (entrants: StandingsEntrant[], matches: StandingsMatch[], lots?: DrawnLots) =>
  rankStandings('itf', entrants, matches, lots);
const entrants = named('a', 'b', 'c', 'd', 'e');

describe('ITF / USTA round robin', () => {
  it('ranks on wins first, however many matches each has played', () => {
    // b has played four and won two; c won its only match. Wins count, not the share of matches won.
    const lines = rank(named('a', 'b', 'c', 'd', 'e'), [
      played('b', 'a', [
        [6, 0],
        [6, 0],
      ]),
      played('b', 'd', [
        [6, 0],
        [6, 0],
      ]),
      played('a', 'b', [
        [6, 0],
        [6, 0],
      ]),
      played('e', 'b', [
        [6, 0],
        [6, 0],
      ]),
      played('c', 'd', [
        [6, 4],
        [6, 4],
      ]),
    ]);
    expect(lines[0]).toMatchObject({ key: 'b', played: 4, won: 2, lost: 2, place: 1 });
    expect(lines[1]).toMatchObject({ won: 1, place: 2, decidedBy: 'wins', why: 'Below B on wins (1 against 2)' });
    expect(line(lines, 'c')).toMatchObject({ played: 1, won: 1, lost: 0 });
    expect(line(lines, 'c').place).toBeGreaterThan(1);
  });

  it('puts the head-to-head winner above when two are level', () => {
    // b beat a on tie-breaks; a won its other match easily. Level on one win, b is above.
    const lines = rank(named('a', 'b', 'c'), [
      played('b', 'a', [
        [7, 6],
        [7, 6],
      ]),
      played('a', 'c', [
        [6, 0],
        [6, 0],
      ]),
    ]);
    expect(keys(lines)).toEqual(['b', 'a', 'c']);
    expect(line(lines, 'a')).toMatchObject({ decidedBy: 'head-to-head', why: 'Below B on head-to-head' });
  });

  it('separates three level on % sets won, then settles the pair left behind on head-to-head', () => {
    // a beat b in three sets, b beat c and c beat a in two: a 2 of 5 sets, b 3 of 5, c 2 of 4.
    const lines = rank(entrants.slice(0, 3), [
      played('a', 'b', [
        [6, 4],
        [4, 6],
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
    ]);
    expect(keys(lines)).toEqual(['b', 'c', 'a']);
    expect(line(lines, 'c')).toMatchObject({
      decidedBy: 'sets won %',
      why: 'Level with A and B: 2 of 4 sets won (50 %) – below on sets won %',
    });
    expect(line(lines, 'a')).toMatchObject({ decidedBy: 'head-to-head', why: 'Below C on head-to-head' });
  });

  it('A > B > C > A, all beating D: A is separated on % games, then B over C on head-to-head', () => {
    const lines = rank(named('a', 'b', 'c', 'd'), [
      played('a', 'b', [
        [6, 0],
        [6, 0],
      ]),
      played('b', 'c', [
        [6, 4],
        [6, 4],
      ]),
      played('c', 'a', [
        [6, 4],
        [6, 4],
      ]),
      played('a', 'd', [
        [6, 1],
        [6, 1],
      ]),
      played('b', 'd', [
        [6, 1],
        [6, 1],
      ]),
      played('c', 'd', [
        [6, 1],
        [6, 1],
      ]),
    ]);
    // Sets are 4 of 6 each. Games: a 32 of 46, c 32 of 54, b 24 of 46; c has more games than b, yet b beat c.
    expect(keys(lines)).toEqual(['a', 'b', 'c', 'd']);
    expect(lines.map((l) => l.decidedBy)).toEqual([null, 'games won %', 'head-to-head', 'wins']);
    expect(line(lines, 'b').why).toBe('Level with A and C: 24 of 46 games won (52.2 %) – below on games won %');
  });

  it('counts a walkover as a straight-sets loss for the side that gave it and adds no step for it', () => {
    // a beat b by walkover, b beat c, c beat a: one win each. b, who gave the walkover, tops % games (12 of 20) once
    // % sets (2 of 4 each) leaves all three level: nothing ranks the absent side lower than its results do.
    const lines = rank(entrants.slice(0, 3), [
      walkover('a', 'b'),
      played('b', 'c', [
        [6, 4],
        [6, 4],
      ]),
      played('c', 'a', [
        [6, 4],
        [6, 4],
      ]),
    ]);
    expect(keys(lines)).toEqual(['b', 'c', 'a']);
    expect(line(lines, 'b')).toMatchObject({ place: 1, won: 1, lost: 1, setsWon: 2, setsLost: 2, unitsWon: 12, unitsLost: 8 });
    expect(line(lines, 'c')).toMatchObject({ place: 2, decidedBy: 'games won %' });
    expect(line(lines, 'a')).toMatchObject({ place: 3, decidedBy: 'head-to-head', why: 'Below C on head-to-head' });
  });

  it('counts a walkover or retirement as a straight-sets result, leaving its games out of % games', () => {
    const lines = rank(named('a', 'b', 'c'), [
      walkover('a', 'b'),
      retired('c', 'a', [
        [2, 6],
        [3, 1],
      ]),
      played('b', 'c', [
        [6, 3],
        [4, 6],
        [6, 2],
      ]),
    ]);
    expect(line(lines, 'a')).toMatchObject({ setsWon: 2, setsLost: 2, unitsWon: 0, unitsLost: 0 });
    expect(line(lines, 'c')).toMatchObject({ setsWon: 3, setsLost: 2, unitsWon: 11, unitsLost: 16 });
  });

  it('counts a match tie-break as one set and one game', () => {
    const [first] = rank(named('a', 'b'), [
      played('a', 'b', [
        [6, 4],
        [3, 6],
        [10, 8],
      ]),
    ]);
    expect(first).toMatchObject({ key: 'a', setsWon: 2, setsLost: 1, unitsWon: 10, unitsLost: 10 });
  });

  it('settles two level who never met on % sets, so an unequal number of matches played is fair', () => {
    // a won its only match; b won one and lost one. They never met.
    const lines = rank(entrants, [
      played('a', 'c', [
        [6, 0],
        [6, 0],
      ]),
      played('b', 'd', [
        [6, 4],
        [6, 4],
      ]),
      played('e', 'b', [
        [6, 4],
        [6, 4],
      ]),
      played('e', 'd', [
        [6, 3],
        [6, 3],
      ]),
    ]);
    expect(keys(lines)).toEqual(['e', 'a', 'b', 'd', 'c']);
    expect(line(lines, 'b')).toMatchObject({
      played: 2,
      decidedBy: 'sets won %',
      why: 'Level with A: 2 of 4 sets won (50 %) – below on sets won %',
    });
    expect(line(lines, 'd')).toMatchObject({ decidedBy: 'wins' });
    expect(line(lines, 'c')).toMatchObject({ decidedBy: 'games won %' });
  });

  it('keeps the results of a player who won once and then withdrew', () => {
    const lines = rank(
      [{ key: 'a', name: 'Ana', withdrawn: true }, ...named('b', 'c')],
      [
        played('a', 'b', [
          [6, 0],
          [6, 0],
        ]),
        played('c', 'b', [
          [6, 4],
          [6, 4],
        ]),
        walkover('c', 'a'),
      ],
    );
    // c won twice, once by the walkover a gave when it withdrew; a keeps its win over b, and its place above b.
    expect(keys(lines)).toEqual(['c', 'a', 'b']);
    expect(line(lines, 'a')).toMatchObject({ place: 2, withdrawn: true, won: 1, lost: 1, decidedBy: 'wins' });
    expect(line(lines, 'b')).toMatchObject({ place: 3, won: 0, decidedBy: 'wins' });
  });

  it('lists a player without a result last and unplaced while the league is under way', () => {
    const lines = rank(named('a', 'b', 'c'), [
      played('b', 'a', [
        [6, 4],
        [6, 4],
      ]),
    ]);
    expect(lines.map((l) => [l.key, l.place, l.why])).toEqual([
      ['b', 1, null],
      ['a', 2, 'Below B on wins (0 against 1)'],
      ['c', null, 'Not placed: no result yet'],
    ]);
  });

  it('lets three who beat each other alike share first place until lots are drawn', () => {
    const cycle = [
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
    const lines = rank(named('c', 'b', 'a'), cycle);
    expect(lines.map((l) => [l.key, l.place, l.tiedUntilLots, l.decidedBy])).toEqual([
      ['a', 1, true, null],
      ['b', 1, true, null],
      ['c', 1, true, null],
    ]);
    expect(line(lines, 'a').why).toBe('Shares 1st place with B and C until lots are drawn');
    const drawn = rank(named('a', 'b', 'c'), cycle, [['c', 'a', 'b']]);
    expect(drawn.map((l) => [l.key, l.place, l.drawnByLot, l.decidedBy, l.why])).toEqual([
      ['c', 1, true, 'lot', 'Drawn by lot'],
      ['a', 2, true, 'lot', 'Drawn by lot'],
      ['b', 3, true, 'lot', 'Drawn by lot'],
    ]);
  });
});
