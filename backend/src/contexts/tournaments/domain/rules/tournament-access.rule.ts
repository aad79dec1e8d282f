import { NOT_YOUR_TOURNAMENT_REGISTRATIONS, TOURNAMENT_NOT_FOUND } from '../tournament.errors';
import type { Tournament } from '../tournament.entity';
import type { Viewer } from '../../../../platform/auth';
import { forbidden, notFound, type Refusal } from '../../../../platform/rules';

const isOwnerOrAdmin = (tournament: Pick<Tournament, 'organizerId'>, viewer: Viewer | null) =>
  viewer !== null && (viewer.role === 'admin' || viewer.id === tournament.organizerId);

/**
 * Approved tournaments are public; until then only their organizer and admins know they exist,
 * so everyone else is told "not found" rather than "forbidden".
 */
export function viewRefusal(tournament: Pick<Tournament, 'status' | 'organizerId'>, viewer: Viewer | null): Refusal | null {
  if (tournament.status === 'approved' || isOwnerOrAdmin(tournament, viewer)) return null;
  return notFound(TOURNAMENT_NOT_FOUND);
}

/** Registrations carry people's contact details: the tournament's organizer and admins only. */
export function registrationsAccessRefusal(tournament: Pick<Tournament, 'organizerId'>, viewer: Viewer): Refusal | null {
  return isOwnerOrAdmin(tournament, viewer) ? null : forbidden(NOT_YOUR_TOURNAMENT_REGISTRATIONS);
}

/** Participants' e-mail and phone: the tournament's organizer and admins; everyone else sees names and levels. */
export function seesContactDetails(tournament: Pick<Tournament, 'organizerId'>, viewer: Viewer | null): boolean {
  return isOwnerOrAdmin(tournament, viewer);
}
