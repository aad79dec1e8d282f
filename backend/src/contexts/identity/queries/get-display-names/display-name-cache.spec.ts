import { DisplayNameCache } from './display-name-cache';

describe('DisplayNameCache', () => {
  it('answers the names it knows and asks for the rest, until their lifetime ends or they are forgotten', () => {
    const cache = new DisplayNameCache();
    cache.remember(
      [
        { id: 1, name: 'Ana Court' },
        { id: 2, name: 'Ben Court' },
      ],
      0,
    );

    expect(cache.lookUp([1, 3], 1000)).toEqual({ known: [{ id: 1, name: 'Ana Court' }], missing: [3] });
    cache.forget(1);
    expect(cache.lookUp([1, 2], 1000)).toEqual({ known: [{ id: 2, name: 'Ben Court' }], missing: [1] });
    // Five minutes on, another instance's deletion has reached this one: the name is read again.
    expect(cache.lookUp([2], 5 * 60_000)).toEqual({ known: [], missing: [2] });
  });
});
