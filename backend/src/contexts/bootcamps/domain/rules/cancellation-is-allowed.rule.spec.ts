import { cancellationRefusal } from './cancellation-is-allowed.rule';

const approved = { status: 'approved' as const, endDate: '2026-05-02' };

describe('cancellationRefusal', () => {
  it('lets a registered user cancel up to the last day', () => {
    expect(cancellationRefusal(approved, true, '2026-04-01')).toBeNull();
    expect(cancellationRefusal(approved, true, '2026-05-02')).toBeNull();
  });

  it('answers 404 to a user who is not registered, and for a bootcamp that is not approved', () => {
    expect(cancellationRefusal(approved, false, '2026-04-01')).toEqual({
      kind: 'not-found',
      message: 'You are not registered for this bootcamp',
    });
    expect(cancellationRefusal({ ...approved, status: 'pending' }, true, '2026-04-01')).toEqual({
      kind: 'not-found',
      message: 'Bootcamp not found',
    });
  });

  it('refuses once the bootcamp has ended', () => {
    expect(cancellationRefusal(approved, true, '2026-05-03')).toEqual({
      kind: 'conflict',
      message: 'Cancellation is closed: this bootcamp has ended',
    });
  });
});
