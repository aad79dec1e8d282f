import type { AvailableTournament } from '@rallypoint/shared';

export type EnrollmentAction = 'enroll' | 'withdraw' | 'view-details';

/** Spec §4: enrolment opens and closes only while a tournament is upcoming; otherwise players just view it. */
export function enrollmentAction(tournament: Pick<AvailableTournament, 'status' | 'isEnrolled'>): EnrollmentAction {
  if (tournament.status !== 'upcoming') return 'view-details';
  return tournament.isEnrolled ? 'withdraw' : 'enroll';
}
