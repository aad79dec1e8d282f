import { NOT_ENROLLED } from '../tournament.errors';
import type { Tournament } from '../tournament.entity';
import { notFound, type Refusal } from '../../../../platform/rules';
import { closedBecauseStarted } from './sign-up-window.rule';

/** A player withdraws only from a tournament they are in, and only before it starts (the deadline does not bind). */
export function withdrawalRefusal(
  tournament: Pick<Tournament, 'status' | 'startDate' | 'endDate' | 'registrationDeadline'>,
  isEnrolled: boolean,
  today: string,
): Refusal | null {
  if (!isEnrolled) return notFound(NOT_ENROLLED);
  return closedBecauseStarted(tournament, today, 'Withdrawal');
}
