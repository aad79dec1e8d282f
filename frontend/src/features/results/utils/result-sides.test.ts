import { describe, expect, it } from 'vitest';
import { flipSet, opponentScoreText, nameWithUsername } from './result-sides';

describe("the score from the opponent's side", () => {
  it('swaps games and tie-breaks', () => {
    expect(flipSet({ playerGames: 7, opponentGames: 6, playerTieBreak: 7, opponentTieBreak: 5 })).toEqual({
      playerGames: 6,
      opponentGames: 7,
      playerTieBreak: 5,
      opponentTieBreak: 7,
    });
  });

  it("reads the opponent's games first, a retirement and a walkover as such", () => {
    const sets = [
      { playerGames: 7, opponentGames: 6, playerTieBreak: 7, opponentTieBreak: 5 },
      { playerGames: 3, opponentGames: 6 },
    ];
    expect(opponentScoreText({ outcome: 'completed', sets })).toBe('6-7(5), 6-3');
    expect(opponentScoreText({ outcome: 'retired', sets: [{ playerGames: 4, opponentGames: 1 }] })).toBe('1-4 ret.');
    expect(opponentScoreText({ outcome: 'walkover', sets: [] })).toBe('W/O');
  });
});

describe('nameWithUsername', () => {
  it('adds the @username, and leaves a deleted account by its name', () => {
    expect(nameWithUsername('Ana Court', 'ana')).toBe('Ana Court (@ana)');
    expect(nameWithUsername('Ana Court', null)).toBe('Ana Court');
  });
});
