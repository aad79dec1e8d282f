import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDecision, MessageResponse, TournamentDetail, TournamentListQuery } from '@rallypoint/shared';
import { getPage } from '@/lib/paging';
import { api } from '@/lib/api-client';
import { adminKeys, tournamentKeys } from '@/lib/query-keys';

export function useAdminTournaments(params: Partial<TournamentListQuery> = {}) {
  return useQuery({
    queryKey: tournamentKeys.adminPage(params),
    queryFn: () => getPage<TournamentDetail>('/api/admin/tournaments', params),
    placeholderData: keepPreviousData,
  });
}

/**
 * Approval and deletion change what every tournament list shows, so the whole prefix is refreshed, and the
 * summary's Pending Tournaments count with it.
 */
const refreshTournaments = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.summary() }),
  ]);

export function useTournamentApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ApprovalDecision }) =>
      api.patch<TournamentDetail>(`/api/admin/tournaments/${id}/approval`, { status }),
    // Not awaited: the action's row leaves the list on refetch, and the caller's toast must run while it is still there.
    onSuccess: () => void refreshTournaments(queryClient),
  });
}

export function useAdminDeleteTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/api/admin/tournaments/${id}`),
    // Not awaited: the action's row leaves the list on refetch, and the caller's toast must run while it is still there.
    onSuccess: () => void refreshTournaments(queryClient),
  });
}
