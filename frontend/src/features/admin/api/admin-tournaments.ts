import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDecision, MessageResponse, TournamentDetail } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { tournamentKeys } from '@/lib/query-keys';

export function useAdminTournaments() {
  return useQuery({
    queryKey: tournamentKeys.admin(),
    queryFn: () => api.get<TournamentDetail[]>('/api/admin/tournaments'),
  });
}

/** Approval and deletion change what every tournament list shows, so the whole prefix is refreshed. */
export function useTournamentApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ApprovalDecision }) =>
      api.patch<TournamentDetail>(`/api/admin/tournaments/${id}/approval`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

export function useAdminDeleteTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/api/admin/tournaments/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}
