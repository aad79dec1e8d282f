import { startDateRefusal } from './start-date-not-past.rule';

describe('startDateRefusal', () => {
  it('accepts a bootcamp starting today or later', () => {
    expect(startDateRefusal('2026-05-01', '2026-05-01')).toBeNull();
    expect(startDateRefusal('2026-06-01', '2026-05-01')).toBeNull();
  });

  it('refuses a start date in the past', () => {
    expect(startDateRefusal('2026-04-30', '2026-05-01')).toEqual({
      kind: 'bad-request',
      message: 'Start date cannot be in the past',
    });
  });
});
