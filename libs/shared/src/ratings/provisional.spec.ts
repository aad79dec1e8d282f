import { describe, expect, it } from 'vitest';
import { isProvisional, PROVISIONAL_MATCHES } from './provisional';

describe('provisional ratings', () => {
  it('is provisional when unrated or under five matches', () => {
    expect(PROVISIONAL_MATCHES).toBe(5);
    expect(isProvisional(null)).toBe(true);
    expect(isProvisional({ matches: 0 })).toBe(true);
    expect(isProvisional({ matches: 4 })).toBe(true);
    expect(isProvisional({ matches: 5 })).toBe(false);
  });
});
