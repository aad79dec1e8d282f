import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchResultView, ResultScoreInput } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { refreshAfterResultChange } from './refresh-results';

/** PUT /api/results/{id}: the organizer corrects a result's score (pending or approved), which approves it. */
export function useCorrectResult(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, score }: { id: number; score: ResultScoreInput }) => api.put<MatchResultView>(`/api/results/${id}`, score),
    onSuccess: () => {
      successToast('Result Corrected')();
      return refreshAfterResultChange(queryClient, tournamentId);
    },
    onError: failureToast('Correction Failed', 'Failed to correct the result. Please try again.'),
  });
}
