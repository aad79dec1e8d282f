import type { QueryClient } from '@tanstack/react-query';
import { playerUpdateKeys, ratingKeys, resultKeys, tournamentKeys } from '@/lib/query-keys';

/**
 * After a result is answered, entered or corrected: every results list (the player's, the ones awaiting an answer,
 * the organizer's queue and counts, histories), the player's updates, the tournament, whose fixture match an
 * approved result completes, and the ratings an approval moves.
 */
export function refreshAfterResultChange(queryClient: QueryClient, tournamentId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: resultKeys.all }),
    queryClient.invalidateQueries({ queryKey: playerUpdateKeys.all }),
    queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(tournamentId) }),
    queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
  ]);
}
