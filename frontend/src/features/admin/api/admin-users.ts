import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSummary,
  AdminUser,
  MessageResponse,
  Page,
  UserManagementHistoryEntry,
  UserStatusFilter,
} from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { adminKeys, tournamentKeys } from '@/lib/query-keys';

export interface UserListFilter {
  search?: string;
  status?: UserStatusFilter;
  page: number;
}

function queryString(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function useAdminSummary() {
  return useQuery({ queryKey: adminKeys.summary(), queryFn: () => api.get<AdminSummary>('/api/admin/summary') });
}

/** The previous page stays on screen while the next one loads, so paging and typing never flash empty. */
export function useAdminUsers(filter: UserListFilter) {
  return useQuery({
    queryKey: adminKeys.userList(filter),
    queryFn: () => api.get<Page<AdminUser>>(`/api/admin/users${queryString({ ...filter })}`),
    placeholderData: keepPreviousData,
  });
}

export function useUserManagementHistory(page: number) {
  return useQuery({
    queryKey: adminKeys.history(page),
    queryFn: () => api.get<Page<UserManagementHistoryEntry>>(`/api/admin/user-management-history${queryString({ page })}`),
    placeholderData: keepPreviousData,
  });
}

/** A change to an account moves the counts, the list and the history at once, so the whole admin prefix refreshes. */
export function useSetUserActivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      api.patch<AdminUser>(`/api/admin/users/${id}/activation`, { isActive }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** A deleted player also leaves the tournaments they were enrolled in. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/api/admin/users/${id}`),
    // Not awaited: the action's row leaves the list on refetch, and the caller's toast must run while it is still there.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
    },
  });
}
