import { registrationRefusal } from './registration-is-open.rule';

const TODAY = '2026-03-10';
const open = { status: 'approved' as const, startDate: '2026-04-01', endDate: '2026-04-03', registrationDeadline: '2026-03-10' };

describe('registrationRefusal', () => {
  it('accepts entries for an approved, upcoming tournament up to and on its deadline', () => {
    expect(registrationRefusal(open, TODAY, false)).toBeNull();
  });

  it.each(['pending', 'rejected', 'cancelled'] as const)('treats a %s tournament as not found', (status) => {
    expect(registrationRefusal({ ...open, status }, TODAY, false)).toEqual({ kind: 'not-found', message: 'Tournament not found' });
  });

  it('refuses after the deadline', () => {
    expect(registrationRefusal(open, '2026-03-11', false)?.message).toBe(
      'Registration is closed: the registration deadline (2026-03-10) has passed',
    );
  });

  it('refuses once the tournament has started', () => {
    expect(registrationRefusal({ ...open, registrationDeadline: null }, '2026-04-02', false)).toEqual({
      kind: 'conflict',
      message: 'Registration is closed: this tournament has already started',
    });
  });

  it('refuses a second entry from the same address, after the window checks', () => {
    expect(registrationRefusal(open, TODAY, true)).toEqual({
      kind: 'conflict',
      message: 'This email address is already registered for this tournament',
    });
    expect(registrationRefusal(open, '2026-03-11', true)?.message).toMatch(/deadline/);
  });
});
