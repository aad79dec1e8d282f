import { matchDateRefusal } from './match-date-not-past.rule';

describe('matchDateRefusal', () => {
  it('accepts today and later days', () => {
    expect(matchDateRefusal('2025-03-10', '2025-03-10')).toBeNull();
    expect(matchDateRefusal('2025-03-11', '2025-03-10')).toBeNull();
    expect(matchDateRefusal('2026-01-01', '2025-12-31')).toBeNull();
  });

  it('refuses yesterday, across month and year ends', () => {
    expect(matchDateRefusal('2025-03-09', '2025-03-10')).toEqual({
      kind: 'bad-request',
      message: 'Match date cannot be in the past',
    });
    expect(matchDateRefusal('2025-02-28', '2025-03-01')).not.toBeNull();
    expect(matchDateRefusal('2025-12-31', '2026-01-01')).not.toBeNull();
  });
});
