import { displayStatusOf } from '../tournament-status';
import { cannotEditInStatus, NOT_YOUR_TOURNAMENT_TO_EDIT } from '../tournament.errors';
import type { Tournament } from '../tournament.entity';
import { conflict, forbidden, type Refusal } from '../../../../platform/rules';

/** Organizers edit their own tournaments until play starts: while pending review or upcoming. */
export function editRefusal(
  tournament: Pick<Tournament, 'organizerId' | 'status' | 'startDate' | 'endDate'>,
  editorId: number,
  today: string,
): Refusal | null {
  if (tournament.organizerId !== editorId) return forbidden(NOT_YOUR_TOURNAMENT_TO_EDIT);
  const status = displayStatusOf(tournament, today);
  return status === 'pending' || status === 'upcoming' ? null : conflict(cannotEditInStatus(status));
}
