import { describe, expect, it } from 'vitest';
import { asRecorded, finishedForWinner, matchFormat, straightSetsNoGames, tallyLeague } from './tally';
import { played, retired, walkover } from './test-support.test';

const format = { setsToWin: 2, gameTo: 11 };

describe('tally', () => {
  it('reads the match length off the completed matches, or falls back', () => {
    expect(
      matchFormat(
        [
          played('a', 'b', [
            [13, 15],
            [17, 15],
            [15, 9],
            [15, 2],
          ]),
          walkover('a', 'c'),
        ],
        format,
      ),
    ).toEqual({ setsToWin: 3, gameTo: 15 });
    expect(matchFormat([walkover('a', 'c')], format)).toEqual(format);
  });

  it('finishes a retired match for the winner by two in the game in progress, and to nil in the games after', () => {
    expect(finishedForWinner(retired('w', 'r', [[5, 10]]), format)).toEqual({ setsA: 2, setsB: 0, unitsA: 23, unitsB: 10 });
    expect(finishedForWinner({ ...retired('w', 'r', []), a: 'r', b: 'w', winner: 'B' }, format)).toEqual({
      setsA: 0,
      setsB: 2,
      unitsA: 0,
      unitsB: 22,
    });
    expect(
      finishedForWinner(
        retired('w', 'r', [
          [11, 3],
          [4, 2],
        ]),
        format,
      ),
    ).toEqual({ setsA: 2, setsB: 0, unitsA: 22, unitsB: 5 });
  });

  it('credits a straight-sets result without games, and counts a played match as recorded', () => {
    expect(straightSetsNoGames({ ...walkover('w', 'x'), a: 'x', b: 'w', winner: 'B' }, format)).toEqual({
      setsA: 0,
      setsB: 2,
      unitsA: 0,
      unitsB: 0,
    });
    expect(
      asRecorded([
        { a: 6, b: 4 },
        { a: 6, b: 6 },
        { a: 3, b: 6 },
      ]),
    ).toEqual({ setsA: 1, setsB: 1, unitsA: 15, unitsB: 16 });
  });

  it('merges an entrant listed twice the same way whatever the listing order', () => {
    const listed = [
      { key: 'a', name: 'Zoe' },
      { key: 'a', name: 'Ana', withdrawn: true },
    ];
    for (const entrants of [listed, [...listed].reverse()]) {
      const { tallies } = tallyLeague(entrants, [walkover('a', 'b')], (m) => asRecorded(m.sets), format);
      expect(tallies.get('a')).toMatchObject({ name: 'Ana', withdrawn: true, played: 1, won: 1, matchPoints: 2 });
      expect(tallies.get('b')).toMatchObject({ name: 'b', played: 1, lost: 1, matchPoints: 0 });
    }
  });
});
