import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_REFRESH_MS,
  type MatchResultView,
  type Page,
  type PendingResultCounts,
  type ResultDecision,
} from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { refreshAfterResultChange } from './refresh-results';
import { resultKeys } from '@/lib/query-keys';

/** GET /api/user/results: the player's own results, newest first. */
export function useMyResults(page: number) {
  return useQuery({
    queryKey: resultKeys.mine(page),
    queryFn: () => api.get<Page<MatchResultView>>(`/api/user/results?page=${page}&pageSize=10`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/tournaments/{id}/results: the organizer's queue, pending first. */
export function useTournamentResults(tournamentId: number, page: number, enabled = true) {
  return useQuery({
    queryKey: resultKeys.tournament(tournamentId, page),
    queryFn: () => api.get<Page<MatchResultView>>(`/api/tournaments/${tournamentId}/results?page=${page}&pageSize=10`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * GET /api/results/pending-counts: results awaiting the organizer's decision, over all of their tournaments and for
 * the ones on screen; refreshed like the registration notifications, and by every submit and decision.
 */
export function usePendingResultCounts(tournamentIds: readonly number[]) {
  const key = resultKeys.pending(tournamentIds);
  return useQuery({
    queryKey: key,
    queryFn: () => api.get<PendingResultCounts>(`/api/results/pending-counts?tournamentIds=${key[2].join(',')}`),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
}

/**
 * PATCH /api/results/{id}/approval; an approved result completes a fixture match and moves ratings, so they refresh too.
 * The toasts live here, not in `mutate`'s callbacks: the decided row loses its buttons (and unmounts) on refresh.
 */
export function useDecideResult(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ResultDecision }) =>
      api.patch<MatchResultView>(`/api/results/${id}/approval`, { status }),
    onError: failureToast('Error', 'Failed to update result status.'),
    onSuccess: (_result, { status }) => {
      successToast(status === 'approved' ? 'Result Approved' : 'Result Rejected')();
      return refreshAfterResultChange(queryClient, tournamentId);
    },
  });
}
