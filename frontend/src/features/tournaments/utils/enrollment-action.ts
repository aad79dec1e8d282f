import type { AvailableTournament } from '@rallypoint/shared';

export type EnrollmentAction = 'enroll' | 'withdraw' | 'join-waitlist' | 'leave-waitlist' | 'view-details';

/**
 * Enrolment opens and closes only while a tournament is upcoming; otherwise players just view it. A full one
 * offers its waitlist instead of Enroll, and a player waiting in line can leave it.
 */
export function enrollmentAction(
  tournament: Pick<AvailableTournament, 'status' | 'isEnrolled' | 'isFull' | 'waitlistPosition'>,
): EnrollmentAction {
  if (tournament.status !== 'upcoming') return 'view-details';
  if (tournament.isEnrolled) return 'withdraw';
  if (tournament.waitlistPosition !== null) return 'leave-waitlist';
  return tournament.isFull ? 'join-waitlist' : 'enroll';
}
