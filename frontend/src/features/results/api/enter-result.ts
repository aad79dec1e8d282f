import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnterResultInput, MatchResultView } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { refreshAfterResultChange } from './refresh-results';

/** POST /api/tournaments/{id}/results: the organizer enters a result between two participants, approved at once. */
export function useEnterResult(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EnterResultInput) => api.post<MatchResultView>(`/api/tournaments/${tournamentId}/results`, request),
    onSuccess: () => {
      successToast('Result Entered')();
      return refreshAfterResultChange(queryClient, tournamentId);
    },
    onError: failureToast('Entry Failed', 'Failed to enter the result. Please try again.'),
  });
}
