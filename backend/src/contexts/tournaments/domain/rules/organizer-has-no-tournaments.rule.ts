import { conflict, type Refusal } from '../../../../platform/rules';
import { organizesTournaments } from '../tournament.errors';

/** A user's account cannot go while tournaments still name them as organizer: someone must own each tournament. */
export function organizerDeletionRefusal(organizedTournaments: number): Refusal | null {
  return organizedTournaments === 0 ? null : conflict(organizesTournaments(organizedTournaments));
}
