import { conflict } from '../rules';
import { noFreePlaceRefusal, placesToPromote } from './places';

const refusals = { full: conflict('full'), waiting: conflict('people are waiting') };

describe('placesToPromote', () => {
  it('fills the free places from the line, no more than are waiting', () => {
    expect(placesToPromote({ capacity: 5, taken: 4, waiting: 30 })).toBe(1);
    expect(placesToPromote({ capacity: 8, taken: 4, waiting: 2 })).toBe(2);
  });

  it('promotes nobody into a full event or from an empty line', () => {
    expect(placesToPromote({ capacity: 5, taken: 5, waiting: 3 })).toBe(0);
    expect(placesToPromote({ capacity: 5, taken: 6, waiting: 3 })).toBe(0);
    expect(placesToPromote({ capacity: 5, taken: 2, waiting: 0 })).toBe(0);
  });
});

describe('noFreePlaceRefusal', () => {
  it('lets a newcomer take a free place when nobody waits', () => {
    expect(noFreePlaceRefusal({ capacity: 4, taken: 3, waiting: 0 }, refusals)).toBeNull();
  });

  it('refuses a full event, and a free place while anyone waits', () => {
    expect(noFreePlaceRefusal({ capacity: 4, taken: 4, waiting: 0 }, refusals)).toBe(refusals.full);
    expect(noFreePlaceRefusal({ capacity: 4, taken: 3, waiting: 1 }, refusals)).toBe(refusals.waiting);
  });
});
