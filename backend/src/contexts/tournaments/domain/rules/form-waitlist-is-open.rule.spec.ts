import { formWaitlistRefusal, type FormWaitlistCheck } from './form-waitlist-is-open.rule';

const TODAY = '2026-03-10';
const full: FormWaitlistCheck = {
  tournament: { status: 'approved', startDate: '2026-04-01', endDate: '2026-04-03', registrationDeadline: '2026-03-20' },
  maxParticipants: 4,
  participantCount: 4,
  waitingCount: 0,
  alreadyEntered: false,
  alreadyWaiting: false,
  today: TODAY,
};

describe('formWaitlistRefusal', () => {
  it('lets a form entrant join the line of a full tournament, or behind others waiting for a free place', () => {
    expect(formWaitlistRefusal(full)).toBeNull();
    expect(formWaitlistRefusal({ ...full, participantCount: 3, waitingCount: 1 })).toBeNull();
  });

  it('sends them to the form while a place is free and nobody waits', () => {
    expect(formWaitlistRefusal({ ...full, participantCount: 3 })).toEqual({
      kind: 'conflict',
      message: 'This tournament still has places: register instead',
    });
  });

  it('refuses someone already entered or already waiting, after the window', () => {
    expect(formWaitlistRefusal({ ...full, alreadyEntered: true })?.message).toBe(
      'This email address is already registered for this tournament',
    );
    expect(formWaitlistRefusal({ ...full, alreadyWaiting: true })?.message).toBe(
      'This email address is already on the waitlist for this tournament',
    );
    expect(formWaitlistRefusal({ ...full, alreadyWaiting: true, today: '2026-03-21' })?.message).toMatch(/deadline/);
  });

  it('closes with the form: once the tournament has started', () => {
    expect(formWaitlistRefusal({ ...full, today: '2026-04-02' })?.message).toBe(
      'Registration is closed: this tournament has already started',
    );
  });
});
