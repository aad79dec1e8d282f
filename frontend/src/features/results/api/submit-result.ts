import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resultWinner, type MatchResultView, type SubmitResultInput, type SubmitResultRequest } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { resultKeys } from '@/lib/query-keys';

/** The winner travels too (spec §3); it is the one the sets give, which the server checks again. */
export function toSubmitResultRequest(values: SubmitResultInput): SubmitResultRequest {
  const notes = values.notes?.trim();
  return {
    tournamentId: values.tournamentId,
    opponentName: values.opponentName,
    matchType: values.matchType,
    sets: values.sets,
    winner: resultWinner(values.sets),
    ...(notes ? { notes } : {}),
  };
}

/** POST /api/results/submit; invalidates the player's results (spec §7). */
export function useSubmitResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SubmitResultInput) => api.post<MatchResultView>('/api/results/submit', toSubmitResultRequest(values)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultKeys.all }),
  });
}
