import type { Viewer } from '../../../../platform/auth';
import { conflict, notFound, type Refusal } from '../../../../platform/rules';
import type { TournamentEntry } from '../tournament-entry.entity';
import { ENTRY_ALREADY_WITHDRAWN, ENTRY_NOT_FOUND, TOURNAMENT_NOT_FOUND } from '../tournament.errors';
import type { Tournament } from '../tournament.entity';

/**
 * The tournament's organizer and admins withdraw any of its entries at any time; to anyone else the tournament is not
 * theirs to manage and answers "not found", as an unknown entry does.
 */
export function entryWithdrawalRefusal(
  tournament: Pick<Tournament, 'organizerId'>,
  manager: Viewer,
  entry: Pick<TournamentEntry, 'status'> | null,
): Refusal | null {
  if (manager.role !== 'admin' && manager.id !== tournament.organizerId) return notFound(TOURNAMENT_NOT_FOUND);
  if (!entry) return notFound(ENTRY_NOT_FOUND);
  return entry.status === 'withdrawn' ? conflict(ENTRY_ALREADY_WITHDRAWN) : null;
}
