import { describe, expect, it } from 'vitest';
import { ratingChangeText } from './rating-change';

describe('ratingChangeText', () => {
  it('reads old → new with the signed difference of the shown numbers', () => {
    expect(ratingChangeText({ before: 1500, after: 1531.6 })).toBe('1500 → 1532 (+32)');
    expect(ratingChangeText({ before: 1500.4, after: 1467.8 })).toBe('1500 → 1468 (−32)');
    expect(ratingChangeText({ before: 1612.2, after: 1611.9 })).toBe('1612 → 1612 (±0)');
  });
});
