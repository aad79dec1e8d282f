import type { TournamentStoredStatus } from '@rallypoint/shared';
import { notFound, type Refusal } from '../../../../platform/rules';
import { TOURNAMENT_NOT_FOUND } from '../social.errors';

/**
 * Tournament matches are scheduled in approved tournaments only. A missing one, and one still pending or rejected
 * (which only its organizer and admins may know exists), are both "not found".
 */
export function tournamentForMatchRefusal(tournament: { storedStatus: TournamentStoredStatus } | null): Refusal | null {
  return tournament?.storedStatus === 'approved' ? null : notFound(TOURNAMENT_NOT_FOUND);
}
