import type { RatedResult } from '../../results';
import { replayRatings } from './replay-ratings';

const result = (resultId: number, sideA: string[], sideB: string[]): RatedResult => ({
  resultId,
  tournamentId: 1,
  sport: 'tennis',
  playedOn: '2026-11-01',
  sideA,
  sideB,
  winner: 'A',
});

describe('replayRatings', () => {
  it('moves nobody for a result with a side without an account, and adds no trend point for it', () => {
    const withHeld = replayRatings('tennis', [result(1, ['5'], ['6']), result(2, ['5'], []), result(3, [], ['6'])]);
    const without = replayRatings('tennis', [result(1, ['5'], ['6'])]);
    expect(withHeld).toEqual(without);
    expect(withHeld.points.map((p) => p.resultId)).toEqual([1, 1]);
  });

  it('rates nobody when every result has a side without an account', () => {
    expect(replayRatings('tennis', [result(1, ['5'], [])])).toEqual({ ratings: [], points: [] });
  });
});
