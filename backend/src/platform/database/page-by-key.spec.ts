import { pageByKey } from './paging';

describe('pageByKey', () => {
  const items = ['c@x', 'a@x', 'd@x', 'b@x'].map((key) => ({ key }));

  it('takes the first keys in order, then the ones after the cursor', () => {
    expect(pageByKey(items, null, 2).map((i) => i.key)).toEqual(['a@x', 'b@x']);
    expect(pageByKey(items, 'b@x', 2).map((i) => i.key)).toEqual(['c@x', 'd@x']);
    expect(pageByKey(items, 'd@x', 2)).toEqual([]);
  });

  it('repeats nobody when the list changes between pages (a key added before the cursor is not reached)', () => {
    const first = pageByKey(items, null, 2);
    // 'aa@x' joined before the cursor and 'c@x' left after the first page.
    const changed = [...items.filter((i) => i.key !== 'c@x'), { key: 'aa@x' }];
    expect([...first, ...pageByKey(changed, first.at(-1)!.key, 2)].map((i) => i.key)).toEqual(['a@x', 'b@x', 'd@x']);
  });
});
