import { conflict, type Refusal } from '../../../../platform/rules';
import { ALREADY_REGISTERED, EMAIL_ALREADY_WAITING, FORM_STILL_HAS_PLACES } from '../tournament.errors';
import type { Tournament } from '../tournament.entity';
import { noFreePlaceRefusal, type Places } from './places.rule';
import { closedBecauseStarted, closedByDeadline } from './sign-up-window.rule';

export interface FormWaitlistCheck extends Places {
  tournament: Pick<Tournament, 'status' | 'startDate' | 'endDate' | 'registrationDeadline'>;
  /** The person (this e-mail, or the account it belongs to) has an entry holding a place. */
  alreadyEntered: boolean;
  /** This e-mail, or the account it belongs to, waits in the line already. */
  alreadyWaiting: boolean;
  today: string;
}

/**
 * Why a full form's sender may not join the line (the one line for both ways in, docs/decisions/0013), or null when
 * they may: the form's window, once per person, and only while no place is free for a newcomer (otherwise they
 * register).
 */
export function formWaitlistRefusal({
  tournament,
  alreadyEntered,
  alreadyWaiting,
  today,
  ...places
}: FormWaitlistCheck): Refusal | null {
  const window = closedBecauseStarted(tournament, today, 'Registration') ?? closedByDeadline(tournament, today, 'Registration');
  if (window) return window;
  if (alreadyEntered) return conflict(ALREADY_REGISTERED);
  if (alreadyWaiting) return conflict(EMAIL_ALREADY_WAITING);
  return noFreePlaceRefusal(places) ? null : conflict(FORM_STILL_HAS_PLACES);
}
