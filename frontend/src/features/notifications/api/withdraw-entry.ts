import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tournamentKeys } from '@/lib/query-keys';

/**
 * The organizer withdraws any entry of their tournament (docs/decisions/0013): its place goes to the first in line,
 * its played results stay. Every tournament read is refreshed, the counts on the cards too.
 */
export function useWithdrawEntry(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => api.delete<void>(`/api/tournaments/${tournamentId}/entries/${entryId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}
