import { ALREADY_REGISTERED } from '../tournament.errors';
import type { Tournament } from '../tournament.entity';
import type { EntryStatus } from '@rallypoint/shared';
import { conflict, type Refusal } from '../../../../platform/rules';
import { noFreePlaceRefusal } from './places.rule';
import { closedBecauseStarted, closedByDeadline } from './sign-up-window.rule';
import { unapprovedRefusal } from './tournament-is-approved.rule';

/** No place is free for a newcomer through the form: every place is held by an entry, or people wait in line. */
export const formIsFull = (tournament: Pick<Tournament, 'entryCount' | 'maxParticipants'>, hasWaitlist: boolean): boolean =>
  tournament.entryCount >= tournament.maxParticipants || hasWaitlist;

/** The entry the form would complete (of its e-mail, or of the account the e-mail belongs to), if any. */
export interface ExistingEntry {
  formFilled: boolean;
  status: EntryStatus;
}

/**
 * The public form accepts entries for approved, upcoming tournaments up to and on their deadline. It completes the
 * entry the same person made by Enroll (no new place); a filled form again is a duplicate. A new entry, or a withdrawn
 * one taken up again, needs a free place: the count the database keeps on the tournament's row (entryCount), and
 * nobody waiting in line (nobody jumps it).
 */
export function registrationRefusal(
  tournament: Pick<Tournament, 'status' | 'startDate' | 'endDate' | 'registrationDeadline' | 'maxParticipants' | 'entryCount'>,
  today: string,
  existing: ExistingEntry | null,
  hasWaitlist: boolean,
): Refusal | null {
  const holdsPlace = existing !== null && existing.status !== 'withdrawn';
  return (
    unapprovedRefusal(tournament) ??
    closedBecauseStarted(tournament, today, 'Registration') ??
    closedByDeadline(tournament, today, 'Registration') ??
    (holdsPlace && existing.formFilled ? conflict(ALREADY_REGISTERED) : null) ??
    (holdsPlace
      ? null
      : noFreePlaceRefusal({
          maxParticipants: tournament.maxParticipants,
          participantCount: tournament.entryCount,
          waitingCount: hasWaitlist ? 1 : 0,
        }))
  );
}
