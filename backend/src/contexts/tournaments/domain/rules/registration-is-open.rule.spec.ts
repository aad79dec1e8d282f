import { registrationRefusal } from './registration-is-open.rule';

const TODAY = '2026-03-10';
const open = {
  status: 'approved' as const,
  startDate: '2026-04-01',
  endDate: '2026-04-03',
  registrationDeadline: '2026-03-10',
  maxParticipants: 4,
  formEntries: 0,
};
const fresh = false;
const again = true;

describe('registrationRefusal', () => {
  it('accepts entries for an approved, upcoming tournament up to and on its deadline', () => {
    expect(registrationRefusal(open, TODAY, fresh)).toBeNull();
  });

  it.each(['pending', 'rejected', 'cancelled'] as const)('treats a %s tournament as not found', (status) => {
    expect(registrationRefusal({ ...open, status }, TODAY, fresh)).toEqual({
      kind: 'not-found',
      message: 'Tournament not found',
    });
  });

  it('refuses after the deadline', () => {
    expect(registrationRefusal(open, '2026-03-11', fresh)?.message).toBe(
      'Registration is closed: the registration deadline (2026-03-10) has passed',
    );
  });

  it('refuses once the tournament has started', () => {
    expect(registrationRefusal({ ...open, registrationDeadline: null }, '2026-04-02', fresh)).toEqual({
      kind: 'conflict',
      message: 'Registration is closed: this tournament has already started',
    });
  });

  it('refuses a second entry from the same address, after the window checks', () => {
    expect(registrationRefusal(open, TODAY, again)).toEqual({
      kind: 'conflict',
      message: 'This email address is already registered for this tournament',
    });
    expect(registrationRefusal(open, '2026-03-11', again)?.message).toMatch(/deadline/);
  });

  it('takes no more entries than the tournament has places, after telling a second entry so', () => {
    expect(registrationRefusal({ ...open, formEntries: 3 }, TODAY, fresh)).toBeNull();
    expect(registrationRefusal({ ...open, formEntries: 4 }, TODAY, fresh)).toEqual({
      kind: 'conflict',
      message: 'Tournament is full: all 4 places are taken',
    });
    expect(registrationRefusal({ ...open, formEntries: 4 }, TODAY, again)?.message).toMatch(/already registered/);
  });
});
