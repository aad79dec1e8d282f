import { registrationRefusal, type RegistrationCheck } from './registration-is-open.rule';

const open: RegistrationCheck = {
  bootcamp: { status: 'approved', endDate: '2026-05-02', maxParticipants: 3 },
  registrationCount: 2,
  waitingCount: 0,
  alreadyRegistered: false,
  today: '2026-05-01',
};

describe('registrationRefusal', () => {
  it('lets a user take the last free place', () => {
    expect(registrationRefusal(open)).toBeNull();
  });

  it('still lets a user register on the last day', () => {
    expect(registrationRefusal({ ...open, today: '2026-05-02' })).toBeNull();
  });

  it('treats a bootcamp that is not approved as missing', () => {
    expect(registrationRefusal({ ...open, bootcamp: { ...open.bootcamp, status: 'pending' } })).toEqual({
      kind: 'not-found',
      message: 'Bootcamp not found',
    });
    expect(registrationRefusal({ ...open, bootcamp: { ...open.bootcamp, status: 'rejected' } })?.kind).toBe('not-found');
  });

  it('refuses a second registration before any other reason', () => {
    expect(registrationRefusal({ ...open, alreadyRegistered: true, registrationCount: 3, today: '2026-06-01' })).toEqual({
      kind: 'conflict',
      message: 'You are already registered for this bootcamp',
    });
  });

  it('refuses once the bootcamp has ended', () => {
    expect(registrationRefusal({ ...open, today: '2026-05-03' })).toEqual({
      kind: 'conflict',
      message: 'Registration is closed: this bootcamp has ended',
    });
  });

  it('refuses a newcomer while users are waiting, even with a place free', () => {
    expect(registrationRefusal({ ...open, waitingCount: 2 })?.message).toBe(
      'Players are waiting for a place in this bootcamp: join the waitlist instead',
    );
  });

  it('refuses when every place is taken', () => {
    expect(registrationRefusal({ ...open, registrationCount: 3 })).toEqual({
      kind: 'conflict',
      message: 'This bootcamp is full: all 3 places are taken',
    });
    expect(
      registrationRefusal({ ...open, bootcamp: { ...open.bootcamp, maxParticipants: 1 }, registrationCount: 1 })?.message,
    ).toBe('This bootcamp is full: all 1 place is taken');
  });
});
