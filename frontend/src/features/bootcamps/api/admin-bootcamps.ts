import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBootcamp, ApprovalDecision, Bootcamp, MessageResponse, Page } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { bootcampKeys } from '@/lib/query-keys';

export function useAdminBootcamps(page: number) {
  return useQuery({
    queryKey: bootcampKeys.admin(page),
    queryFn: () => api.get<Page<AdminBootcamp>>(`/api/admin/bootcamps?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/** Decisions and deletions change what every bootcamp list shows, so the whole prefix is refreshed. */
export function useBootcampApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ApprovalDecision }) =>
      api.patch<Bootcamp>(`/api/admin/bootcamps/${id}/approval`, { status }),
    // Not awaited: the action's row leaves the list on refetch, and the caller's toast must run while it is still there.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bootcampKeys.all }),
  });
}

export function useAdminDeleteBootcamp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/api/admin/bootcamps/${id}`),
    // Not awaited: the action's row leaves the list on refetch, and the caller's toast must run while it is still there.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bootcampKeys.all }),
  });
}
