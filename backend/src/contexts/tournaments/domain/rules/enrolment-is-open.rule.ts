import { ALREADY_ENROLLED } from '../tournament.errors';
import type { Tournament } from '../tournament.entity';
import { conflict, type Refusal } from '../../../../platform/rules';
import { noFreePlaceRefusal } from './places.rule';
import { closedBecauseStarted, closedByDeadline } from './sign-up-window.rule';

export interface EnrolmentCheck {
  tournament: Pick<Tournament, 'status' | 'startDate' | 'endDate' | 'registrationDeadline' | 'maxParticipants'>;
  participantCount: number;
  /** Players on the waitlist: they come before anyone enrolling now. */
  waitingCount: number;
  alreadyEnrolled: boolean;
  /**
   * The account's e-mail has an entry holding a place, made by the form without an account: enrolling links it and
   * takes no new place (docs/decisions/0013).
   */
  entryHoldsPlace?: boolean;
  today: string;
}

/**
 * Why a player may not enrol now, or null when they may. Being enrolled already is named first:
 * it is the answer that helps most when several apply.
 */
export function enrolmentRefusal({
  tournament,
  participantCount,
  waitingCount,
  alreadyEnrolled,
  entryHoldsPlace = false,
  today,
}: EnrolmentCheck): Refusal | null {
  if (alreadyEnrolled) return conflict(ALREADY_ENROLLED);
  return (
    closedBecauseStarted(tournament, today, 'Enrollment') ??
    closedByDeadline(tournament, today, 'Enrollment') ??
    (entryHoldsPlace ? null : noFreePlaceRefusal({ maxParticipants: tournament.maxParticipants, participantCount, waitingCount }))
  );
}
