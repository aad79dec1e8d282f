import type { FixtureMatch, FixturePlayer } from '@rallypoint/shared';
import { withdrawalRefusal, withdrawalUnplaced } from './withdrawal-reasons';

const player = (id: number, name: string): FixturePlayer => ({ id, name, skillLevel: null });
const [ann, bea, cid] = [player(1, 'Ann Lee'), player(2, 'Bea Ray'), player(3, 'Cid Roe')];
const match = (id: string, a: FixturePlayer, b: FixturePlayer, over: Partial<FixtureMatch> = {}): FixtureMatch => ({
  id,
  matchType: 'league',
  fixtureType: 'singles',
  division: 'Division 1',
  round: 1,
  player1: a,
  player2: b,
  ...over,
});

describe('withdrawalUnplaced', () => {
  it('lists the matches a withdrawal took off, in fixture order, saying who withdrew', () => {
    const rows = [
      match('m1', ann, bea, { winner: 'Bea Ray', outcome: 'walkover' }),
      match('m2', bea, cid),
      match('m3', cid, ann),
    ];
    expect(withdrawalUnplaced(rows, new Set([1]))).toEqual([
      { matchId: 'm1', kind: 'withdrawn', reason: 'Ann Lee withdrew: a walkover' },
      { matchId: 'm3', kind: 'withdrawn', reason: 'Ann Lee withdrew: a walkover' },
    ]);
  });

  it('names both sides and no walkover when both withdrew, and lists nothing without withdrawals', () => {
    expect(withdrawalUnplaced([match('m1', ann, bea)], new Set([1, 2]))).toEqual([
      { matchId: 'm1', kind: 'withdrawn', reason: 'Ann Lee and Bea Ray withdrew' },
    ]);
    expect(withdrawalUnplaced([match('m1', ann, bea)], new Set())).toEqual([]);
  });
});

describe('withdrawalRefusal', () => {
  it("refuses a court to a withdrawn entry's match with 409, and lets any other be", () => {
    expect(withdrawalRefusal(match('m1', ann, bea), new Set([2]))).toMatchObject({
      kind: 'conflict',
      message: 'Bea Ray withdrew: a walkover',
    });
    expect(withdrawalRefusal(match('m1', ann, bea), new Set([3]))).toBeNull();
  });
});
