import { describe, expect, it } from 'vitest';
import { applyLots } from './lots';

const shared = { keys: ['a', 'b', 'c'], by: null };
const single = { keys: ['d'], by: null };

describe('applyLots', () => {
  it('splits a shared place in the drawn order', () => {
    expect(applyLots([shared, single], [['c', 'a', 'b']]).map((b) => [b.keys, b.drawnByLot])).toEqual([
      [['c'], true],
      [['a'], true],
      [['b'], true],
      [['d'], false],
    ]);
  });

  it('ignores lots that do not name exactly the entrants sharing the place', () => {
    for (const lots of [[['a', 'b']], [['a', 'b', 'c', 'd']], [['a', 'a', 'b']], [['a', 'b', 'x']], [['d']]]) {
      expect(applyLots([shared, single], lots).map((b) => b.keys)).toEqual([['a', 'b', 'c'], ['d']]);
    }
  });
});
