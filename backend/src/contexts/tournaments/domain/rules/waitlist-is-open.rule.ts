import { conflict, type Refusal } from '../../../../platform/rules';
import { ALREADY_ENROLLED, ALREADY_WAITING, STILL_HAS_PLACES } from '../tournament.errors';
import type { EnrolmentCheck } from './enrolment-is-open.rule';
import { noFreePlaceRefusal } from './places.rule';
import { closedBecauseStarted, closedByDeadline } from './sign-up-window.rule';

export interface WaitlistCheck extends EnrolmentCheck {
  alreadyWaiting: boolean;
}

/**
 * Why a player may not join the waitlist now, or null when they may: the sign-up window is enrolment's, and the
 * line is only for a tournament with no free place for them (otherwise they enrol).
 */
export function waitlistRefusal({
  tournament,
  participantCount,
  waitingCount,
  alreadyEnrolled,
  alreadyWaiting,
  today,
}: WaitlistCheck): Refusal | null {
  if (alreadyEnrolled) return conflict(ALREADY_ENROLLED);
  if (alreadyWaiting) return conflict(ALREADY_WAITING);
  const window = closedBecauseStarted(tournament, today, 'Enrollment') ?? closedByDeadline(tournament, today, 'Enrollment');
  if (window) return window;
  const places = { maxParticipants: tournament.maxParticipants, participantCount, waitingCount };
  return noFreePlaceRefusal(places) ? null : conflict(STILL_HAS_PLACES);
}
