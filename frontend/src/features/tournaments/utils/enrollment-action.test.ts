import { describe, expect, it } from 'vitest';
import { enrollmentAction } from './enrollment-action';

const open = { status: 'upcoming' as const, isEnrolled: false, isFull: false, waitlistPosition: null };

describe('enrollmentAction', () => {
  it('offers Enroll for an upcoming tournament with a place free', () => {
    expect(enrollmentAction(open)).toBe('enroll');
  });

  it('offers Withdraw for an upcoming tournament the player is in', () => {
    expect(enrollmentAction({ ...open, isEnrolled: true })).toBe('withdraw');
    expect(enrollmentAction({ ...open, isEnrolled: true, isFull: true })).toBe('withdraw');
  });

  it('offers Join waitlist instead of Enroll once it is full', () => {
    expect(enrollmentAction({ ...open, isFull: true })).toBe('join-waitlist');
  });

  it('offers Leave waitlist to a player waiting in line', () => {
    expect(enrollmentAction({ ...open, isFull: true, waitlistPosition: 3 })).toBe('leave-waitlist');
  });

  it.each(['active', 'completed', 'cancelled', 'something-new'] as const)('offers View Details when %s', (status) => {
    expect(enrollmentAction({ ...open, status: status as 'active' })).toBe('view-details');
    expect(enrollmentAction({ ...open, status: status as 'active', isEnrolled: true })).toBe('view-details');
    expect(enrollmentAction({ ...open, status: status as 'active', isFull: true, waitlistPosition: 1 })).toBe('view-details');
  });
});
