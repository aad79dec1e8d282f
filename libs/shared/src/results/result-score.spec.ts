import { describe, expect, it } from 'vitest';
import { SCORE_MESSAGES } from '../scores';
import { RESULT_MESSAGES as M } from '../validation/result.messages';
import { checkResultScore, problemsByField, resultScoreText } from './result-score';

const sets = (...pairs: Array<[number, number]>) => pairs.map(([playerGames, opponentGames]) => ({ playerGames, opponentGames }));
const fields = (check: ReturnType<typeof checkResultScore>) => (check.ok ? {} : problemsByField(check.problems));

describe('checkResultScore (a logged result in the tournament format, in the form field names)', () => {
  it('keeps the tennis messages: at least one set, games 0 to 7, on the field typed', () => {
    expect(fields(checkResultScore('tennis-best-of-3', { sets: [] }))).toEqual({ sets: [M.sets] });
    const range = fields(checkResultScore('tennis-best-of-3', { sets: sets([8, -1]) }));
    expect(range['sets.0.playerGames']).toEqual([M.games]);
    expect(range['sets.0.opponentGames']).toEqual([M.games]);
  });

  it('names the submitter the winner from the score, or the side chosen for a walkover', () => {
    expect(checkResultScore('pickleball-11-best-of-3', { sets: sets([11, 9], [4, 11], [11, 13]) })).toEqual({
      ok: true,
      winner: 'opponent',
    });
    expect(checkResultScore('table-tennis-best-of-3', { outcome: 'walkover', sets: [], winner: 'player' })).toEqual({
      ok: true,
      winner: 'player',
    });
    expect(fields(checkResultScore('table-tennis-best-of-3', { outcome: 'walkover', sets: [] }))).toEqual({
      winner: [SCORE_MESSAGES.walkoverWinner],
    });
  });

  it('maps tie-break problems to the tie-break fields', () => {
    const check = checkResultScore('tennis-best-of-3', {
      sets: [
        { playerGames: 7, opponentGames: 6, playerTieBreak: 7 },
        { playerGames: 6, opponentGames: 0 },
      ],
    });
    expect(Object.keys(fields(check))).toEqual(['sets.0.opponentTieBreak']);
  });

  it('writes the score from the submitter side', () => {
    expect(
      resultScoreText({ sets: [{ playerGames: 7, opponentGames: 6, playerTieBreak: 7, opponentTieBreak: 4 }, ...sets([6, 2])] }),
    ).toBe('7-6(4), 6-2');
    expect(resultScoreText({ outcome: 'walkover', sets: [] })).toBe('W/O');
    expect(resultScoreText({ outcome: 'retired', sets: sets([6, 3], [2, 1]) })).toBe('6-3, 2-1 ret.');
  });
});
