import { describe, expect, it } from 'vitest';
import { MAX_PENDING_COUNT_TOURNAMENTS, RESULT_MESSAGES as M } from './result.messages';
import {
  enterResultFormSchema,
  enterResultSchema,
  logResultFormSchema,
  pendingResultCountsQuerySchema,
  resultDecisionSchema,
  resultMatchesQuerySchema,
  submitResultSchema,
} from './result.schemas';

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

  it('takes the opponent by entry id (a select gives text) or by name; one of them is needed', () => {
    const { opponentName: _name, ...byEntry } = valid;
    expect(submitResultSchema.parse({ ...byEntry, opponentEntryId: '7' })).toMatchObject({ opponentEntryId: 7 });
    expect(messages(byEntry)).toEqual({ opponentName: M.opponentName });
    expect(messages({ ...byEntry, opponentEntryId: '' })).toEqual({ opponentEntryId: M.opponentName });
  });

  it("names a fixture match by its id; a form's blank choice means none", () => {
    expect(submitResultSchema.parse({ ...valid, fixtureMatchId: ' 1-final-3-1 ' }).fixtureMatchId).toBe('1-final-3-1');
    expect(submitResultSchema.parse({ ...valid, fixtureMatchId: '' }).fixtureMatchId).toBeUndefined();
    expect(messages({ ...valid, fixtureMatchId: 'x'.repeat(81) })).toEqual({ fixtureMatchId: M.fixtureMatchId });
    expect(messages({ ...valid, fixtureMatchId: 'a\nb' })).toHaveProperty('fixtureMatchId');
  });

  it('takes approved or rejected as a decision', () => {
    expect(resultDecisionSchema.safeParse({ status: 'approved' }).success).toBe(true);
    expect(resultDecisionSchema.safeParse({ status: 'pending' }).success).toBe(false);
  });
});

describe('enterResultSchema', () => {
  const score = { matchType: 'final', sets: [{ playerGames: 6, opponentGames: 4 }] };
  const fields = (input: unknown) => {
    const result = enterResultSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes each side by entry id or by name, with an optional fixture match', () => {
    expect(
      enterResultSchema.parse({ ...score, playerEntryId: '3', opponentEntryId: 4, fixtureMatchId: '1-final-2-1' }),
    ).toMatchObject({
      playerEntryId: 3,
      opponentEntryId: 4,
      fixtureMatchId: '1-final-2-1',
    });
    expect(enterResultSchema.parse({ ...score, playerName: 'Ana', opponentEntryId: 4 })).toMatchObject({ playerName: 'Ana' });
  });

  it('needs both sides, each named on its own field', () => {
    expect(fields(score)).toEqual({ playerName: M.playerName, opponentName: M.opponentName });
    expect(fields({ ...score, playerEntryId: '', opponentEntryId: '0' })).toEqual({
      playerEntryId: M.playerName,
      opponentEntryId: M.opponentName,
    });
  });
});

describe('the forms: sides chosen by entry', () => {
  it('Log Results needs the opponent entry; its request is a submission', () => {
    const form = { tournamentId: '12', opponentEntryId: '', matchType: 'league', sets: [{ playerGames: 6, opponentGames: 4 }] };
    const refused = logResultFormSchema.safeParse(form);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['opponentEntryId', M.opponentName]]);
    const parsed = logResultFormSchema.parse({ ...form, opponentEntryId: '31', fixtureMatchId: '' });
    expect(submitResultSchema.parse(parsed)).toMatchObject({ tournamentId: 12, opponentEntryId: 31 });
  });

  it('Enter Result needs both entries', () => {
    const refused = enterResultFormSchema.safeParse({ matchType: 'league', sets: [] });
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['playerEntryId', 'opponentEntryId']);
  });
});

describe('resultMatchesQuerySchema', () => {
  it('needs the opponent entry; the player entry is optional', () => {
    expect(resultMatchesQuerySchema.parse({ opponentEntryId: '9' })).toEqual({ opponentEntryId: 9 });
    expect(resultMatchesQuerySchema.safeParse({ playerEntryId: '2' }).success).toBe(false);
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
