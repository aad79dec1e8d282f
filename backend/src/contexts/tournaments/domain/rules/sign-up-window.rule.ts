import { displayStatusOf } from '../tournament-status';
import type { Tournament } from '../tournament.entity';
import { conflict, type Refusal } from '../../../../platform/rules';

type Action = 'Enrollment' | 'Registration' | 'Withdrawal';
export type WindowFields = Pick<Tournament, 'status' | 'startDate' | 'endDate' | 'registrationDeadline'>;

/** docs/product-rules.md#registration-and-enrolment: players sign up (and back out) only while a tournament is upcoming; the deadline closes it earlier. */
export function closedBecauseStarted(tournament: WindowFields, today: string, action: Action): Refusal | null {
  const status = displayStatusOf(tournament, today);
  if (status === 'upcoming') return null;
  if (status === 'active') return conflict(`${action} is closed: this tournament has already started`);
  if (status === 'completed') return conflict(`${action} is closed: this tournament has ended`);
  return conflict(`${action} is closed: this tournament is ${status}`);
}

export function closedByDeadline(tournament: WindowFields, today: string, action: Action): Refusal | null {
  const deadline = tournament.registrationDeadline;
  if (!deadline || today <= deadline) return null;
  return conflict(`${action} is closed: the registration deadline (${deadline}) has passed`);
}
