import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchResultView, ResultConfirmationInput } from '@rallypoint/shared';
import { api, isApiError } from '@/lib/api-client';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { resultKeys } from '@/lib/query-keys';
import { refreshAfterResultChange } from './refresh-results';

export type ResultAnswer = { id: number } & ResultConfirmationInput;

/**
 * PATCH /api/results/{id}/confirmation: the opponent confirms or disputes a result. The toasts live here: the
 * answered result leaves the list (and its buttons unmount) on refresh. A 403 or 409 (answered elsewhere, already
 * decided, the 48 hours passed) means the list is stale, so it refreshes too.
 */
export function useAnswerResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...answer }: ResultAnswer) => api.patch<MatchResultView>(`/api/results/${id}/confirmation`, answer),
    onSuccess: (result, { decision }) => {
      successToast(decision === 'confirm' ? 'Result Confirmed' : 'Result Disputed')();
      return refreshAfterResultChange(queryClient, result.tournamentId);
    },
    onError: (error, { decision }) => {
      const fallback = 'Failed to send your answer. Please try again.';
      failureToast(decision === 'confirm' ? 'Confirmation Failed' : 'Dispute Failed', fallback)(error);
      if (isApiError(error, 403) || isApiError(error, 409))
        void queryClient.invalidateQueries({ queryKey: resultKeys.awaitingMe() });
    },
  });
}
