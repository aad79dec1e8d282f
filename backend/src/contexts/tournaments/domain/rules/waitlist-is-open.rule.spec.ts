import { waitlistRefusal, type WaitlistCheck } from './waitlist-is-open.rule';

const TODAY = '2026-03-10';
const full: WaitlistCheck = {
  tournament: {
    status: 'approved',
    startDate: '2026-04-01',
    endDate: '2026-04-03',
    registrationDeadline: '2026-03-20',
    maxParticipants: 4,
  },
  participantCount: 4,
  waitingCount: 2,
  alreadyEnrolled: false,
  alreadyWaiting: false,
  today: TODAY,
};

describe('waitlistRefusal', () => {
  it('lets a player join the line of a full upcoming tournament', () => {
    expect(waitlistRefusal(full)).toBeNull();
    expect(waitlistRefusal({ ...full, waitingCount: 0 })).toBeNull();
  });

  it('lets a player join behind others even when a place is free, since nobody may jump them', () => {
    expect(waitlistRefusal({ ...full, participantCount: 3, waitingCount: 1 })).toBeNull();
  });

  it('sends a player to Enroll while a place is free and nobody waits', () => {
    expect(waitlistRefusal({ ...full, participantCount: 3, waitingCount: 0 })).toEqual({
      kind: 'conflict',
      message: 'This tournament still has places: enroll instead',
    });
  });

  it('refuses an enrolled player, before any other reason', () => {
    expect(waitlistRefusal({ ...full, alreadyEnrolled: true, alreadyWaiting: true })?.message).toBe(
      'You are already enrolled in this tournament',
    );
  });

  it('refuses a player already in line', () => {
    expect(waitlistRefusal({ ...full, alreadyWaiting: true })).toEqual({
      kind: 'conflict',
      message: 'You are already on the waitlist for this tournament',
    });
  });

  it('closes with enrolment: at the start and after the deadline', () => {
    expect(waitlistRefusal({ ...full, today: '2026-04-01' })?.message).toBe(
      'Enrollment is closed: this tournament has already started',
    );
    expect(waitlistRefusal({ ...full, today: '2026-03-21' })?.message).toBe(
      'Enrollment is closed: the registration deadline (2026-03-20) has passed',
    );
  });
});
