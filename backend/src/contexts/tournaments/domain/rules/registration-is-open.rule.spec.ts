import { registrationRefusal, type ExistingEntry } from './registration-is-open.rule';

const TODAY = '2026-03-10';
const open = {
  status: 'approved' as const,
  startDate: '2026-04-01',
  endDate: '2026-04-03',
  registrationDeadline: '2026-03-10',
  maxParticipants: 4,
  entryCount: 0,
};
const fresh = null;
const again: ExistingEntry = { formFilled: true, status: 'pending' };
const enrolled: ExistingEntry = { formFilled: false, status: 'registered' };
const withdrawn: ExistingEntry = { formFilled: true, status: 'withdrawn' };
const nobodyWaits = false;

describe('registrationRefusal', () => {
  it('accepts entries for an approved, upcoming tournament up to and on its deadline', () => {
    expect(registrationRefusal(open, TODAY, fresh, nobodyWaits)).toBeNull();
  });

  it.each(['pending', 'rejected', 'cancelled'] as const)('treats a %s tournament as not found', (status) => {
    expect(registrationRefusal({ ...open, status }, TODAY, fresh, nobodyWaits)).toEqual({
      kind: 'not-found',
      message: 'Tournament not found',
    });
  });

  it('refuses after the deadline', () => {
    expect(registrationRefusal(open, '2026-03-11', fresh, nobodyWaits)?.message).toBe(
      'Registration is closed: the registration deadline (2026-03-10) has passed',
    );
  });

  it('refuses once the tournament has started', () => {
    expect(registrationRefusal({ ...open, registrationDeadline: null }, '2026-04-02', fresh, nobodyWaits)).toEqual({
      kind: 'conflict',
      message: 'Registration is closed: this tournament has already started',
    });
  });

  it('refuses a second entry from the same address, after the window checks', () => {
    expect(registrationRefusal(open, TODAY, again, nobodyWaits)).toEqual({
      kind: 'conflict',
      message: 'This email address is already registered for this tournament',
    });
    expect(registrationRefusal(open, '2026-03-11', again, nobodyWaits)?.message).toMatch(/deadline/);
  });

  it('takes no more entries than the tournament has places, after telling a second entry so', () => {
    expect(registrationRefusal({ ...open, entryCount: 3 }, TODAY, fresh, nobodyWaits)).toBeNull();
    expect(registrationRefusal({ ...open, entryCount: 4 }, TODAY, fresh, nobodyWaits)).toEqual({
      kind: 'conflict',
      message: 'Tournament is full: all 4 places are taken',
    });
    expect(registrationRefusal({ ...open, entryCount: 4 }, TODAY, again, nobodyWaits)?.message).toMatch(/already registered/);
  });

  it('completes the entry the same person made by Enroll even when every place is taken: it holds one already', () => {
    expect(registrationRefusal({ ...open, entryCount: 4 }, TODAY, enrolled, true)).toBeNull();
  });

  it('lets a newcomer jump nobody: a free place while people wait is refused', () => {
    expect(registrationRefusal({ ...open, entryCount: 3 }, TODAY, fresh, true)).toEqual({
      kind: 'conflict',
      message: 'Players are waiting for a place in this tournament: join the waitlist instead',
    });
  });

  it('takes a withdrawn entry up again only into a free place', () => {
    expect(registrationRefusal({ ...open, entryCount: 3 }, TODAY, withdrawn, nobodyWaits)).toBeNull();
    expect(registrationRefusal({ ...open, entryCount: 4 }, TODAY, withdrawn, nobodyWaits)?.message).toMatch(/full/);
  });
});
