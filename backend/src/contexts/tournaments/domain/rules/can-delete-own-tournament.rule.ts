import { hasEnrolledPlayers, NOT_YOUR_TOURNAMENT_TO_DELETE } from '../tournament.errors';
import type { Tournament } from '../tournament.entity';
import { conflict, forbidden, type Refusal } from '../../../../platform/rules';

/** An organizer may delete their own tournament only while nobody is enrolled (admins are not bound by this). */
export function ownDeletionRefusal(
  tournament: Pick<Tournament, 'organizerId'>,
  organizerId: number,
  participantCount: number,
): Refusal | null {
  if (tournament.organizerId !== organizerId) return forbidden(NOT_YOUR_TOURNAMENT_TO_DELETE);
  return participantCount > 0 ? conflict(hasEnrolledPlayers(participantCount)) : null;
}
