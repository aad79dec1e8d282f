import { describe, expect, it } from 'vitest';
import type { DrawnLots } from './lots';
import { rankStandings } from './rank-standings';
import type { StandingsEntrant, StandingsMatch } from './tally';
import { keys, line, named, played, retired, walkover } from './test-support.test';

const rank = (entrants: StandingsEntrant[], matches: StandingsMatch[], lots?: DrawnLots) =>
  rankStandings('usa-pickleball', entrants, matches, lots);

describe('USA Pickleball', () => {
  it('ranks on matches won, then puts the head-to-head winner above when two are level', () => {
    const lines = rank(named('a', 'b', 'c'), [played('b', 'a', [[11, 9]]), played('a', 'c', [[11, 0]])]);
    expect(keys(lines)).toEqual(['b', 'a', 'c']);
    expect(line(lines, 'a')).toMatchObject({ decidedBy: 'head-to-head', why: 'Below B on head-to-head' });
    expect(line(lines, 'c')).toMatchObject({ decidedBy: 'wins', why: 'Below A on wins (0 against 1)' });
  });

  it('orders three who beat each other by point differential over all games', () => {
    const lines = rank(named('a', 'b', 'c'), [
      played('a', 'b', [[11, 2]]),
      played('b', 'c', [[11, 9]]),
      played('c', 'a', [[11, 9]]),
    ]);
    // a +7, c 0, b -7: every one separated at once, so b's win over c does not come back into it.
    expect(keys(lines)).toEqual(['a', 'c', 'b']);
    expect(line(lines, 'c')).toMatchObject({
      decidedBy: 'point differential',
      why: 'Level with A and B: point differential 0 – below on point differential',
    });
  });

  it('goes back to head-to-head when point differential leaves two level', () => {
    const lines = rank(named('a', 'b', 'c', 'd'), [
      played('a', 'b', [[11, 0]]),
      played('b', 'c', [[11, 0]]),
      played('c', 'a', [[11, 9]]),
      played('a', 'd', [[11, 9]]),
      played('b', 'd', [[11, 9]]),
      played('c', 'd', [[11, 0]]),
    ]);
    // a +11; b and c +2 each: b beat c.
    expect(keys(lines)).toEqual(['a', 'b', 'c', 'd']);
    expect(lines.map((l) => l.decidedBy)).toEqual([null, 'point differential', 'head-to-head', 'wins']);
  });

  it('then uses head-to-head point differential among those still level', () => {
    const lines = rank(named('a', 'b', 'c', 'd'), [
      played('a', 'b', [[11, 5]]),
      played('b', 'c', [[11, 9]]),
      played('c', 'a', [[11, 9]]),
      played('a', 'd', [[12, 10]]),
      played('b', 'd', [[11, 1]]),
      played('c', 'd', [[11, 5]]),
    ]);
    // All +6 overall; among a, b and c: a +4, c 0, b -4.
    expect(lines.slice(0, 3).map((l) => l.unitsWon - l.unitsLost)).toEqual([6, 6, 6]);
    expect(keys(lines)).toEqual(['a', 'c', 'b', 'd']);
    expect(line(lines, 'c')).toMatchObject({
      decidedBy: 'head-to-head point differential',
      why: 'Level with A and B: point differential 0 among them – below on head-to-head point differential',
    });
  });

  it('then uses point differential against the next-highest', () => {
    const lines = rank(named('a', 'b', 'c', 'd', 'e'), [
      played('a', 'b', [[11, 9]]),
      played('b', 'c', [[11, 9]]),
      played('c', 'a', [[11, 9]]),
      played('e', 'a', [[11, 9]]),
      played('e', 'b', [[11, 7]]),
      played('e', 'c', [[11, 5]]),
      played('a', 'd', [[11, 9]]),
      played('b', 'd', [[11, 7]]),
      played('c', 'd', [[11, 5]]),
      played('e', 'd', [[11, 0]]),
    ]);
    // e first on wins. a, b and c: a win each among them, 0 overall and 0 among them; against e: a -2, b -4, c -6.
    expect(keys(lines)).toEqual(['e', 'a', 'b', 'c', 'd']);
    expect(line(lines, 'b')).toMatchObject({
      decidedBy: 'point differential against the next-highest',
      why: 'Level with A and C: point differential -4 against E – below on point differential against the next-highest',
    });
  });

  it('lets a tie for first that no step separates share the place', () => {
    const lines = rank(named('a', 'b', 'c'), [
      played('a', 'b', [[11, 9]]),
      played('b', 'c', [[11, 9]]),
      played('c', 'a', [[11, 9]]),
    ]);
    expect(lines.map((l) => [l.place, l.tiedUntilLots])).toEqual([
      [1, true],
      [1, true],
      [1, true],
    ]);
  });

  it('scores a retirement as it stood, the winner taking the game in progress by two and the rest 11-0', () => {
    // a led 10-5 in the first game of a best of three when it retired.
    const lines = rank(named('a', 'b', 'c'), [
      retired('b', 'a', [[5, 10]]),
      played('c', 'a', [
        [11, 3],
        [11, 4],
      ]),
    ]);
    expect(line(lines, 'b')).toMatchObject({ setsWon: 2, setsLost: 0, unitsWon: 23, unitsLost: 10, matchPoints: 2 });
    expect(line(lines, 'a')).toMatchObject({ unitsWon: 17, unitsLost: 45, matchPoints: 1 });
  });

  it('scores a walkover 11-0 a game for the winner', () => {
    const lines = rank(named('a', 'b', 'c'), [
      walkover('a', 'b'),
      played('c', 'a', [
        [11, 3],
        [9, 11],
        [11, 4],
      ]),
    ]);
    expect(line(lines, 'a')).toMatchObject({ setsWon: 3, setsLost: 2, unitsWon: 40, unitsLost: 31 });
    expect(line(lines, 'b')).toMatchObject({ unitsWon: 0, unitsLost: 22, matchPoints: 0, place: 3 });
  });

  it('counts a walkover only as a match lost: the side that gave it ranks on its wins like anyone', () => {
    // a gave b a walkover but beat c and d; c beat b; b beat d. a is level with b on wins and below on their match
    // (the walkover); c, who played every match, has fewer wins and is below a.
    const lines = rank(named('a', 'b', 'c', 'd'), [
      walkover('b', 'a'),
      played('a', 'c', [[11, 4]]),
      played('a', 'd', [[11, 4]]),
      played('c', 'b', [[11, 9]]),
      played('b', 'd', [[11, 9]]),
    ]);
    expect(lines.map((l) => [l.key, l.place, l.won, l.decidedBy])).toEqual([
      ['b', 1, 2, null],
      ['a', 2, 2, 'head-to-head'],
      ['c', 3, 1, 'wins'],
      ['d', 4, 0, 'wins'],
    ]);
  });

  it('lists a player without a result last and unplaced while the league is under way', () => {
    const lines = rank(named('a', 'b', 'c'), [played('b', 'a', [[11, 9]])]);
    expect(lines.map((l) => [l.key, l.place, l.decidedBy])).toEqual([
      ['b', 1, null],
      ['a', 2, 'wins'],
      ['c', null, null],
    ]);
  });
});
