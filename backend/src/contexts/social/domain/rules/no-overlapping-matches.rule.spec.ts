import { overlapRefusal } from './no-overlapping-matches.rule';

const clash = { playerId: 1, opponentId: 3, date: '2025-06-01', time: '10:00:00', duration: 90 };

describe('overlapRefusal', () => {
  it('is silent without a clash', () => {
    expect(overlapRefusal(null, 1, 'Bea Smith')).toBeNull();
  });

  it("names the proposer's own clashing match", () => {
    expect(overlapRefusal(clash, 1, 'Bea Smith')).toEqual({
      kind: 'conflict',
      message: 'You already have a match on 2025-06-01 at 10:00 (90 minutes) that overlaps this time',
    });
    expect(overlapRefusal({ ...clash, playerId: 5, opponentId: 1 }, 1, 'Bea Smith')?.message).toMatch(/^You already have/);
  });

  it("names the opponent's clashing slot without saying with whom", () => {
    expect(overlapRefusal({ ...clash, playerId: 2, opponentId: 3 }, 1, 'Bea Smith')).toEqual({
      kind: 'conflict',
      message: 'Bea Smith already has a match on 2025-06-01 at 10:00 (90 minutes) that overlaps this time',
    });
  });
});
