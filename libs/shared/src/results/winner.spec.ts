import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResultSet } from '../contracts/results';
import { resultWinner, setsText, setsWon } from './winner';

const set = fc.record({ playerGames: fc.integer({ min: 0, max: 7 }), opponentGames: fc.integer({ min: 0, max: 7 }) });
const sets = fc.array(set, { minLength: 1, maxLength: 5 });
const swap = (s: ResultSet[]): ResultSet[] => s.map((x) => ({ playerGames: x.opponentGames, opponentGames: x.playerGames }));

describe('resultWinner (spec §4: more sets won; the opponent wins ties)', () => {
  it('gives the match to whoever won more sets', () => {
    expect(resultWinner([{ playerGames: 6, opponentGames: 4 }, { playerGames: 3, opponentGames: 6 }, { playerGames: 7, opponentGames: 5 }])).toBe('player');
    expect(resultWinner([{ playerGames: 2, opponentGames: 6 }])).toBe('opponent');
  });

  it('gives a tie to the opponent, counting drawn sets for nobody', () => {
    expect(resultWinner([{ playerGames: 6, opponentGames: 4 }, { playerGames: 4, opponentGames: 6 }])).toBe('opponent');
    expect(resultWinner([{ playerGames: 3, opponentGames: 3 }])).toBe('opponent');
    expect(setsWon([{ playerGames: 3, opponentGames: 3 }])).toEqual({ player: 0, opponent: 0 });
  });

  it('the player wins exactly when they won strictly more sets', () => {
    fc.assert(
      fc.property(sets, (s) => {
        const won = setsWon(s);
        expect(resultWinner(s) === 'player').toBe(won.player > won.opponent);
      }),
    );
  });

  it('swapping the sides never gives both sides the win; only a tie makes the opponent win both ways', () => {
    fc.assert(
      fc.property(sets, (s) => {
        const forward = resultWinner(s);
        const backward = resultWinner(swap(s));
        const tied = setsWon(s).player === setsWon(s).opponent;
        if (tied) expect([forward, backward]).toEqual(['opponent', 'opponent']);
        else expect(forward).not.toBe(backward);
      }),
    );
  });

  it('does not depend on the order of the sets', () => {
    fc.assert(
      fc.property(sets, (s) => {
        expect(resultWinner([...s].reverse())).toBe(resultWinner(s));
      }),
    );
  });

  it('writes the score from the submitter side', () => {
    expect(setsText([{ playerGames: 6, opponentGames: 4 }, { playerGames: 7, opponentGames: 5 }])).toBe('6-4, 7-5');
  });
});
