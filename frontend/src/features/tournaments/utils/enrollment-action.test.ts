import { describe, expect, it } from 'vitest';
import { enrollmentAction } from './enrollment-action';

describe('enrollmentAction', () => {
  it('offers Enroll for an upcoming tournament the player is not in', () => {
    expect(enrollmentAction({ status: 'upcoming', isEnrolled: false })).toBe('enroll');
  });

  it('offers Withdraw for an upcoming tournament the player is in', () => {
    expect(enrollmentAction({ status: 'upcoming', isEnrolled: true })).toBe('withdraw');
  });

  it.each(['active', 'completed', 'cancelled', 'something-new'] as const)('offers View Details when %s', (status) => {
    expect(enrollmentAction({ status: status as 'active', isEnrolled: false })).toBe('view-details');
    expect(enrollmentAction({ status: status as 'active', isEnrolled: true })).toBe('view-details');
  });
});
