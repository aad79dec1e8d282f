import { waitlistRefusal, type WaitlistCheck } from './waitlist-is-open.rule';

const full: WaitlistCheck = {
  bootcamp: { status: 'approved', endDate: '2026-05-02', maxParticipants: 3 },
  registrationCount: 3,
  waitingCount: 0,
  alreadyRegistered: false,
  alreadyWaiting: false,
  today: '2026-05-01',
};

describe('waitlistRefusal', () => {
  it('lets a user join the line of a full bootcamp, up to its last day', () => {
    expect(waitlistRefusal(full)).toBeNull();
    expect(waitlistRefusal({ ...full, today: '2026-05-02', waitingCount: 5 })).toBeNull();
  });

  it('lets a user queue behind others even when a place is free, since nobody may jump them', () => {
    expect(waitlistRefusal({ ...full, registrationCount: 2, waitingCount: 1 })).toBeNull();
  });

  it('sends a user to Register while a place is free and nobody waits', () => {
    expect(waitlistRefusal({ ...full, registrationCount: 2 })).toEqual({
      kind: 'conflict',
      message: 'This bootcamp still has places: register instead',
    });
  });

  it('treats a bootcamp that is not approved as missing', () => {
    expect(waitlistRefusal({ ...full, bootcamp: { ...full.bootcamp, status: 'pending' } })?.kind).toBe('not-found');
  });

  it('refuses a registered user, then one already in line, before the dates', () => {
    expect(waitlistRefusal({ ...full, alreadyRegistered: true, alreadyWaiting: true, today: '2026-06-01' })?.message).toBe(
      'You are already registered for this bootcamp',
    );
    expect(waitlistRefusal({ ...full, alreadyWaiting: true, today: '2026-06-01' })?.message).toBe(
      'You are already on the waitlist for this bootcamp',
    );
  });

  it('refuses once the bootcamp has ended', () => {
    expect(waitlistRefusal({ ...full, today: '2026-05-03' })?.message).toBe('Registration is closed: this bootcamp has ended');
  });
});
