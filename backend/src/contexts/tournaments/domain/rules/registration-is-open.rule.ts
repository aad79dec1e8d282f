import { ALREADY_REGISTERED, tournamentIsFull } from '../tournament.errors';
import type { Tournament } from '../tournament.entity';
import { conflict, type Refusal } from '../../../../platform/rules';
import { closedBecauseStarted, closedByDeadline } from './sign-up-window.rule';
import { unapprovedRefusal } from './tournament-is-approved.rule';

/** Every place has an entry on the form (the count the database keeps on the tournament's row). */
export const formIsFull = (tournament: Pick<Tournament, 'formEntries' | 'maxParticipants'>): boolean =>
  tournament.formEntries >= tournament.maxParticipants;

/**
 * The public form accepts entries for approved, upcoming tournaments up to and on their deadline, once per
 * e-mail address (`alreadyRegistered`: this address, whatever its case, has an entry already), and no more entries
 * than the tournament has places.
 */
export function registrationRefusal(
  tournament: Pick<Tournament, 'status' | 'startDate' | 'endDate' | 'registrationDeadline' | 'maxParticipants' | 'formEntries'>,
  today: string,
  alreadyRegistered: boolean,
): Refusal | null {
  return (
    unapprovedRefusal(tournament) ??
    closedBecauseStarted(tournament, today, 'Registration') ??
    closedByDeadline(tournament, today, 'Registration') ??
    (alreadyRegistered ? conflict(ALREADY_REGISTERED) : null) ??
    (formIsFull(tournament) ? conflict(tournamentIsFull(tournament.maxParticipants)) : null)
  );
}
