import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogResultFormValues, MatchResultView, ScoreFormatCode, SubmitResultRequest } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { resultKeys } from '@/lib/query-keys';
import { toResultScoreRequest } from './score-request';

/**
 * The player's request: the tournament, the opponent's entry, the fixture match when one was chosen, and the score as
 * every result request carries it.
 */
export function toSubmitResultRequest(values: LogResultFormValues, format: ScoreFormatCode): SubmitResultRequest {
  return {
    tournamentId: values.tournamentId,
    opponentEntryId: values.opponentEntryId,
    ...(values.fixtureMatchId ? { fixtureMatchId: values.fixtureMatchId } : {}),
    ...toResultScoreRequest(values, format),
  };
}

/** POST /api/results/submit; invalidates the player's results. */
export function useSubmitResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SubmitResultRequest) => api.post<MatchResultView>('/api/results/submit', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultKeys.all }),
  });
}
