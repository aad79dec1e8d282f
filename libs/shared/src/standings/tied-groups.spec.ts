import { describe, expect, it } from 'vitest';
import type { Criterion, TieBreak } from './tied-groups';
import { headToHeadWins, orderTied } from './tied-groups';
import { played } from './test-support.test';
import type { Tally } from './tally';

// a beat b, b beat c, c beat a, each 6-4 6-4: level on head-to-head, so the made-up score below decides.
const counted = [
  played('a', 'b', [[6, 4]]),
  played('b', 'c', [[6, 4]]),
  played('c', 'a', [[6, 4]]),
  played('c', 'd', [[6, 4]]),
].map((m) => ({
  ...m,
  setsA: 1,
  setsB: 0,
  unitsA: 6,
  unitsB: 4,
}));
const ctx = { tallies: new Map<string, Tally>(), counted };
const made = (values: Record<string, number>): Criterion => ({
  rule: 'games won %',
  score: (key) => values[key],
  detail: (key) => `${values[key]}`,
});
const orders = (tie: TieBreak, group: string[]) =>
  orderTied(group, tie, ctx, []).map((b) => [b.keys.join('+'), b.by?.rule ?? null]);

describe('orderTied', () => {
  const score = made({ a: 3, b: 1, c: 2, d: 1 });

  it("'levels' places every value at once and starts the steps again only among those still level", () => {
    const tie: TieBreak = { criteria: (size) => (size === 2 ? [headToHeadWins, score] : [score]), split: 'levels' };
    expect(orders(tie, ['a', 'b', 'c'])).toEqual([
      ['a', null],
      ['c', 'games won %'],
      ['b', 'games won %'],
    ]);
    // b and d are level on the score; d never met b, so head-to-head cannot separate them.
    expect(orders(tie, ['b', 'd', 'a'])).toEqual([
      ['a', null],
      ['b+d', 'games won %'],
    ]);
  });

  it("'peel' places only the best and sends the pair left behind back to head-to-head", () => {
    const tie: TieBreak = { criteria: (size) => (size === 2 ? [headToHeadWins, score] : [score]), split: 'peel' };
    expect(orders(tie, ['c', 'b', 'a'])).toEqual([
      ['a', null],
      ['b', 'games won %'],
      ['c', 'head-to-head'],
    ]);
  });

  it('skips a step that has nothing to count for a member, and leaves a group no step separates as one shared block', () => {
    const partial: Criterion = { ...made({ a: 1 }), score: (key) => (key === 'a' ? 1 : null) };
    expect(orders({ criteria: () => [partial], split: 'levels' }, ['a', 'b'])).toEqual([['a+b', null]]);
  });
});
