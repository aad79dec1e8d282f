import { describe, expect, it } from 'vitest';
import { checkScore, type SideScore } from './check-score';
import type { ResultOutcome, ScoreFormatCode } from './score-formats';

type Input = { outcome: ResultOutcome; sets: SideScore[]; winner?: 'A' | 'B' | null };
const problems = (code: ScoreFormatCode, input: Input) => {
  const check = checkScore(code, input);
  return check.ok ? [] : check.problems;
};
const s = (a: number, b: number): SideScore => ({ a, b });
const BO3 = 'tennis-best-of-3';
const RETIRED_WINNER = 'Choose who won: the side that retired loses';
const STILL_PLAYED = 'A retirement ends a match that was still being played';

describe('checkScore: walkovers', () => {
  it('needs a winner and no score', () => {
    expect(checkScore(BO3, { outcome: 'walkover', sets: [], winner: 'B' })).toEqual({
      ok: true,
      winner: 'B',
      setsWon: { a: 0, b: 0 },
    });
    expect(problems(BO3, { outcome: 'walkover', sets: [s(6, 0)], winner: 'A' })).toEqual([
      { path: ['sets'], message: 'A walkover has no score' },
    ]);
    expect(problems('pickleball-11-best-of-1', { outcome: 'walkover', sets: [] })).toEqual([
      { path: ['winner'], message: 'Choose who won the walkover' },
    ]);
  });
});

describe('checkScore: retirements', () => {
  it('accepts the score so far, ending in a finished or unfinished set', () => {
    expect(checkScore(BO3, { outcome: 'retired', sets: [s(6, 4), s(3, 2)], winner: 'B' })).toEqual({
      ok: true,
      winner: 'B',
      setsWon: { a: 1, b: 0 },
    });
    expect(checkScore(BO3, { outcome: 'retired', sets: [s(6, 4)], winner: 'A' })).toMatchObject({ ok: true, winner: 'A' });
    expect(checkScore(BO3, { outcome: 'retired', sets: [s(6, 6)], winner: 'A' })).toMatchObject({ ok: true });
    const mtb = [s(6, 4), s(4, 6), s(12, 11)];
    expect(checkScore('tennis-best-of-3-match-tie-break', { outcome: 'retired', sets: mtb, winner: 'B' })).toMatchObject({
      ok: true,
    });
    const games = [s(11, 9), s(10, 10)];
    expect(checkScore('table-tennis-best-of-5', { outcome: 'retired', sets: games, winner: 'A' })).toMatchObject({ ok: true });
  });

  it('needs a winner', () => {
    expect(problems(BO3, { outcome: 'retired', sets: [s(6, 4), s(3, 2)] })).toEqual([
      { path: ['winner'], message: RETIRED_WINNER },
    ]);
    expect(problems(BO3, { outcome: 'retired', sets: [s(3, 2)], winner: null })).toEqual([
      { path: ['winner'], message: RETIRED_WINNER },
    ]);
  });

  it('refuses a retirement after the match was decided', () => {
    expect(problems(BO3, { outcome: 'retired', sets: [s(6, 4), s(6, 4)], winner: 'A' })).toEqual([
      { path: ['sets'], message: STILL_PLAYED },
    ]);
    expect(problems(BO3, { outcome: 'retired', sets: [s(6, 4), s(6, 4), s(2, 1)], winner: 'A' })).toEqual([
      { path: ['sets', 2], message: 'Set 3: the match was already won after set 2' },
      { path: ['sets'], message: STILL_PLAYED },
    ]);
  });

  it('needs every set but the last finished, and the last one possible', () => {
    expect(problems(BO3, { outcome: 'retired', sets: [s(6, 5), s(3, 2)], winner: 'A' })).toEqual([
      { path: ['sets', 0], message: 'Set 1: 6-5 is not a finished set (a set ends 6-4 or better, 7-5 or 7-6)' },
    ]);
    expect(problems(BO3, { outcome: 'retired', sets: [s(7, 3)], winner: 'A' })).toEqual([
      { path: ['sets', 0], message: 'Set 1: 7-3 is not a possible set score' },
    ]);
    expect(problems('pickleball-11-best-of-3', { outcome: 'retired', sets: [s(13, 10)], winner: 'A' })).toEqual([
      { path: ['sets', 0], message: 'Game 1: 13-10 is not a possible game score' },
    ]);
    expect(problems(BO3, { outcome: 'retired', sets: [], winner: 'A' })).toEqual([
      { path: ['sets'], message: 'At least one set is required' },
    ]);
  });
});

describe('checkScore: malformed input', () => {
  it('reports instead of throwing', () => {
    const anyCheck = checkScore as (code: unknown, input: unknown) => ReturnType<typeof checkScore>;
    expect(anyCheck('squash-best-of-5', { outcome: 'completed', sets: [] })).toEqual({
      ok: false,
      problems: [{ path: ['format'], message: 'Choose a score format' }],
    });
    expect(anyCheck('toString', null)).toMatchObject({ ok: false });
    expect(anyCheck(BO3, null)).toEqual({
      ok: false,
      problems: [{ path: ['outcome'], message: 'The outcome must be completed, walkover or retired' }],
    });
    expect(anyCheck(BO3, { outcome: 'completed', sets: [null, 'x', { a: '6', b: 4 }], winner: 7 })).toEqual({
      ok: false,
      problems: [
        { path: ['sets', 0, 'a'], message: 'Games must be a whole number from 0 to 7' },
        { path: ['sets', 0, 'b'], message: 'Games must be a whole number from 0 to 7' },
        { path: ['sets', 1, 'a'], message: 'Games must be a whole number from 0 to 7' },
        { path: ['sets', 1, 'b'], message: 'Games must be a whole number from 0 to 7' },
        { path: ['sets', 2, 'a'], message: 'Games must be a whole number from 0 to 7' },
        { path: ['winner'], message: 'The winner must be the side that won the match' },
      ],
    });
  });
});
