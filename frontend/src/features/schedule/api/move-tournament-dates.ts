import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ViewedTournament } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { failureToast } from '@/lib/mutation-toast';
import { tournamentKeys } from '@/lib/query-keys';
import type { MovedDates } from '../utils/playing-days';

/**
 * Moves the tournament's dates (the tournament's own PATCH, with only the dates) so the playing days lie inside them.
 * The detail takes the answer rather than being invalidated: that would refetch the schedule settings under its key,
 * racing the save that follows and possibly bringing back the old ones.
 */
export function useMoveTournamentDates(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dates: MovedDates) => api.patch<ViewedTournament>(`/api/tournaments/${tournamentId}`, dates),
    onSuccess: (tournament) => {
      queryClient.setQueryData(tournamentKeys.detail(tournamentId), tournament);
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.lists() });
    },
    onError: failureToast('Dates Not Moved', "Failed to move the tournament's dates. Please try again."),
  });
}
