import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, MessageResponse } from '@rallypoint/shared';
import { api, isApiError } from './api-client';
import { authKeys } from './query-keys';

/** A 401 from /api/auth/me means signed out (spec §1), never an error. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/auth/me');
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function useUser() {
  return useQuery({
    queryKey: authKeys.me,
    queryFn: fetchCurrentUser,
    retry: false,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}

export function useAuth() {
  const { data, isPending } = useUser();
  const user = data ?? null;
  return {
    user,
    isLoading: isPending,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
    isOrganizer: user?.role === 'organizer',
  };
}

/** Signing out always ends the local session, even when the server call fails (spec §4). */
export function useLogout({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MessageResponse>('/api/auth/logout'),
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.me[0] });
      queryClient.setQueryData(authKeys.me, null);
      onSettled?.();
    },
  });
}

export function displayName(user: Pick<CurrentUser, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username;
}
