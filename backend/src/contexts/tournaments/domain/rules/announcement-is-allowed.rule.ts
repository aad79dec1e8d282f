import type { Viewer } from '../../../../platform/auth';
import { conflict, forbidden, type Refusal } from '../../../../platform/rules';
import { ANNOUNCE_ONCE_APPROVED, NOT_YOUR_TOURNAMENT_TO_ANNOUNCE } from '../tournament.errors';
import type { Tournament } from '../tournament.entity';

/** The tournament's organizer and admins speak to its players, once it is approved (before that it has none). */
export function announcementRefusal(tournament: Pick<Tournament, 'organizerId' | 'status'>, poster: Viewer): Refusal | null {
  if (poster.role !== 'admin' && poster.id !== tournament.organizerId) return forbidden(NOT_YOUR_TOURNAMENT_TO_ANNOUNCE);
  return tournament.status === 'approved' ? null : conflict(ANNOUNCE_ONCE_APPROVED);
}
