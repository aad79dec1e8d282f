import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedId,
  FreePlayMatchInput,
  MatchAnswer,
  MatchInviteInput,
  MatchOrder,
  MatchPage,
  MatchSide,
  MessageResponse,
  TournamentMatchInput,
} from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { matchKeys } from '@/lib/query-keys';

/** The caller's matches from one side: upcoming first, or with `unanswered_first` those awaiting their answer ahead. */
export function useMatches(side: MatchSide, page: number, order: MatchOrder = 'upcoming') {
  return useQuery({
    queryKey: matchKeys.list(side, page, order),
    queryFn: () => api.get<MatchPage>(`/api/matches?side=${side}&page=${page}&order=${order}`),
    placeholderData: keepPreviousData,
  });
}

/** Every proposal and answer changes someone's match list: refresh all of them. */
function useMatchMutation<T>(mutationFn: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchKeys.all }),
  });
}

export const useSendInvite = () => useMatchMutation((body: MatchInviteInput) => api.post<CreatedId>('/api/matches/invite', body));

export const useScheduleTournamentMatch = () =>
  useMatchMutation((body: TournamentMatchInput) => api.post<CreatedId>('/api/matches/tournament/schedule', body));

export const useScheduleFreePlay = () =>
  useMatchMutation((body: FreePlayMatchInput) => api.post<CreatedId>('/api/matches/freeplay/schedule', body));

export const useAnswerMatch = () =>
  useMatchMutation(({ id, response }: { id: number; response: MatchAnswer }) =>
    api.patch<MessageResponse>(`/api/matches/${id}/response`, { response }),
  );
