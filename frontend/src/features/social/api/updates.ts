import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerUpdatePage } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { failureToast } from '@/lib/mutation-toast';
import { playerUpdateKeys } from '@/lib/query-keys';

export function useUpdates(page: number) {
  return useQuery({
    queryKey: playerUpdateKeys.page(page),
    queryFn: () => api.get<PlayerUpdatePage>(`/api/me/updates?page=${page}&pageSize=10`),
  });
}

export function useMarkUpdateRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<void>(`/api/me/updates/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerUpdateKeys.all }),
    onError: failureToast('Update Failed', 'Failed to mark the update as read'),
  });
}

export function useMarkAllUpdatesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ marked: number }>('/api/me/updates/read-all'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerUpdateKeys.all }),
    onError: failureToast('Update Failed', 'Failed to mark the updates as read'),
  });
}
