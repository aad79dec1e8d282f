import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderOfPlay, OrderOfPlayMatch, ScheduleDraft, ScheduleMoveBody, SchedulePublication } from '@rallypoint/shared';
import { api, isApiError } from '@/lib/api-client';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { tournamentKeys } from '@/lib/query-keys';
import { scheduleKeys } from './schedule-keys';

export type OrderOfPlayView = 'published' | 'draft';

export const orderOfPlayUrl = (tournamentId: number | string, view: OrderOfPlayView, day: string | null) => {
  const params = new URLSearchParams({ view });
  if (day) params.set('day', day);
  return `/api/tournaments/${tournamentId}/schedule?${params}`;
};

/** One day of the published order of play, for everyone; null while nothing is published (its 404, no error). */
export const publishedOrderOfPlayQuery = (tournamentId: number | string, day: string | null) =>
  queryOptions({
    queryKey: scheduleKeys.view(tournamentId, 'published', day),
    queryFn: async (): Promise<OrderOfPlay | null> => {
      try {
        return await api.get<OrderOfPlay>(orderOfPlayUrl(tournamentId, 'published', day));
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
  });

/** One day of the order of play; a 404 means nothing is published yet (not an error to show loudly). */
export function useOrderOfPlay(tournamentId: number | string | null, view: OrderOfPlayView, day: string | null) {
  return useQuery({
    queryKey: scheduleKeys.view(tournamentId ?? '', view, day),
    queryFn: () => api.get<OrderOfPlay>(orderOfPlayUrl(tournamentId!, view, day)),
    enabled: Boolean(tournamentId),
  });
}

export function useComputeSchedule(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ScheduleDraft>(`/api/tournaments/${tournamentId}/schedule`),
    onSuccess: (draft) => {
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all(tournamentId) });
      const left = draft.unplaced.length;
      successToast('Draft Ready', `${draft.placed.length} matches placed${left ? `, ${left} could not be placed` : ''}.`)();
    },
    onError: failureToast('Scheduling Failed', 'Failed to compute the order of play. Please try again.'),
  });
}

/** A refused move (409) keeps the dialog open with the clash; the caller shows it. */
export function useMoveMatch(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, ...move }: ScheduleMoveBody & { matchId: string }) =>
      api.patch<OrderOfPlayMatch>(`/api/tournaments/${tournamentId}/schedule/matches/${encodeURIComponent(matchId)}`, move),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all(tournamentId) }),
  });
}

/** Two placed matches trade places (both locked); a refusal (409) names the clash, which the dialog shows. */
export function useSwapMatches(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, other }: { matchId: string; other: string }) =>
      api.post<OrderOfPlayMatch[]>(`/api/tournaments/${tournamentId}/schedule/matches/${encodeURIComponent(matchId)}/swap`, {
        with: other,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all(tournamentId) }),
  });
}

export function usePublishSchedule(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SchedulePublication>(`/api/tournaments/${tournamentId}/schedule/publish`),
    onSuccess: (published) => {
      // The fixtures (under the tournament's key) now show the times too.
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(tournamentId) });
      successToast('Order of Play Published', `${published.changedCount} changed; ${published.playersTold} players told.`)();
    },
    onError: failureToast('Publish Failed', 'Failed to publish the order of play. Please try again.'),
  });
}
