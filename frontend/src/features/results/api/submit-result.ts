import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkResultScore, type MatchResultView, type ScoreFormatCode, type SubmitResultInput, type SubmitResultRequest } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { resultKeys } from '@/lib/query-keys';

/**
 * The winner travels too: the one the score gives in the tournament's format (the server checks it again), or the
 * one chosen for a walkover or a retirement. A walkover carries no sets.
 */
export function toSubmitResultRequest(values: SubmitResultInput, format: ScoreFormatCode): SubmitResultRequest {
  const notes = values.notes?.trim();
  const check = checkResultScore(format, values);
  const winner = check.ok ? check.winner : values.winner;
  return {
    tournamentId: values.tournamentId,
    opponentName: values.opponentName,
    matchType: values.matchType,
    outcome: values.outcome,
    sets: values.outcome === 'walkover' ? [] : values.sets,
    ...(winner ? { winner } : {}),
    ...(notes ? { notes } : {}),
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
