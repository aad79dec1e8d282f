import { describe, expect, it } from 'vitest';
import { forfeitsOfWithdrawn } from './withdrawal';

describe('forfeitsOfWithdrawn', () => {
  it('gives each match a withdrawn entrant still had to play to its opponent, as a walkover', () => {
    const pending = [
      { a: 'w', b: 'x' },
      { a: 'y', b: 'w' },
      { a: 'x', b: 'y' },
    ];
    expect(forfeitsOfWithdrawn(pending, new Set(['w']))).toEqual([
      { a: 'w', b: 'x', winner: 'B', outcome: 'walkover', sets: [] },
      { a: 'y', b: 'w', winner: 'A', outcome: 'walkover', sets: [] },
    ]);
  });

  it('leaves unplayed a match between two withdrawn entrants, and everything when nobody withdrew', () => {
    const pending = [{ a: 'w', b: 'v' }];
    expect(forfeitsOfWithdrawn(pending, new Set(['w', 'v']))).toEqual([]);
    expect(forfeitsOfWithdrawn(pending, new Set())).toEqual([]);
  });
});
