import { describe, expect, it } from 'vitest';
import { MAX_PENDING_COUNT_TOURNAMENTS, RESULT_MESSAGES as M } from './result.messages';
import { pendingResultCountsQuerySchema, resultDecisionSchema, submitResultSchema } from './result.schemas';

const valid = {
  tournamentId: '12',
  opponentName: ' Ben Court ',
  matchType: 'league',
  sets: [{ playerGames: 6, opponentGames: 4 }],
  notes: '',
};
const messages = (input: unknown) => {
  const result = submitResultSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('submitResultSchema', () => {
  it('parses the form: the tournament select gives a string id, names are trimmed, the winner may be left out', () => {
    expect(submitResultSchema.parse(valid)).toEqual({
      ...valid,
      tournamentId: 12,
      opponentName: 'Ben Court',
      outcome: 'completed',
    });
  });

  it("carries the form's messages: tournament and opponent required; the score's range is the format's (result-score.spec)", () => {
    expect(messages({ ...valid, tournamentId: '', opponentName: '' })).toEqual({
      tournamentId: M.tournamentId,
      opponentName: M.opponentName,
    });
    expect(messages({ ...valid, sets: [{ playerGames: '6', opponentGames: 4 }] })).toEqual({ 'sets.0.playerGames': M.score });
    expect(messages({ ...valid, winner: 'draw', outcome: 'abandoned' })).toEqual({ winner: M.winner, outcome: M.outcome });
  });

  it('takes approved or rejected as a decision', () => {
    expect(resultDecisionSchema.safeParse({ status: 'approved' }).success).toBe(true);
    expect(resultDecisionSchema.safeParse({ status: 'pending' }).success).toBe(false);
  });
});

describe('pendingResultCountsQuerySchema', () => {
  const parse = (tournamentIds?: string) =>
    pendingResultCountsQuerySchema.safeParse(tournamentIds === undefined ? {} : { tournamentIds });

  it('reads comma-separated ids once each; none when absent or empty', () => {
    expect(parse('3,1,3').data).toEqual({ tournamentIds: [3, 1] });
    expect(parse().data).toEqual({ tournamentIds: [] });
    expect(parse(' ').data).toEqual({ tournamentIds: [] });
  });

  it('refuses anything but ids, and more than one page of them', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1).join(',');
    expect(parse(ids(MAX_PENDING_COUNT_TOURNAMENTS)).success).toBe(true);
    for (const bad of ['1,,2', 'a', '0', '-1', '1.5', '2147483648', ids(MAX_PENDING_COUNT_TOURNAMENTS + 1)]) {
      expect(parse(bad).error?.issues.map((i) => i.message)).toEqual([M.tournamentIds]);
    }
  });
});
