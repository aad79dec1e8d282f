import { useQuery } from '@tanstack/react-query';
import type { ResultMatchOption } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { resultKeys } from '@/lib/query-keys';

/** The two entries a new result is between; the player's side left out means the caller's own entry. */
export interface ResultMatchSides {
  playerEntryId?: number;
  opponentEntryId?: number;
}

/**
 * GET /api/tournaments/{id}/result-matches: the open fixture matches between the two entries that a new result may
 * name, in schedule order; asked once the opponent is chosen. Under the results' key, so a logged result refreshes it.
 */
export function useResultMatches(tournamentId: number | undefined, { playerEntryId, opponentEntryId }: ResultMatchSides) {
  const query = new URLSearchParams();
  if (playerEntryId) query.set('playerEntryId', String(playerEntryId));
  if (opponentEntryId) query.set('opponentEntryId', String(opponentEntryId));
  return useQuery({
    queryKey: [...resultKeys.all, 'matches', tournamentId ?? 0, playerEntryId ?? 'mine', opponentEntryId ?? 0] as const,
    queryFn: () => api.get<ResultMatchOption[]>(`/api/tournaments/${tournamentId}/result-matches?${query.toString()}`),
    enabled: Boolean(tournamentId && opponentEntryId && playerEntryId !== opponentEntryId),
  });
}
