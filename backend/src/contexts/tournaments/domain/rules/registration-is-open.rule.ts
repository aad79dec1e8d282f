import { TOURNAMENT_NOT_FOUND } from '../tournament.errors';
import type { Tournament } from '../tournament.entity';
import { notFound, type Refusal } from './refusal';
import { closedBecauseStarted, closedByDeadline } from './sign-up-window.rule';

/** The public form accepts entries for approved, upcoming tournaments up to and on their deadline. */
export function registrationRefusal(
  tournament: Pick<Tournament, 'status' | 'startDate' | 'endDate' | 'registrationDeadline'>,
  today: string,
): Refusal | null {
  // Unapproved tournaments are not public, so the form cannot tell them from missing ones.
  if (tournament.status !== 'approved') return notFound(TOURNAMENT_NOT_FOUND);
  return closedBecauseStarted(tournament, today, 'Registration') ?? closedByDeadline(tournament, today, 'Registration');
}
