import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginInput } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/query-keys';

export const login = (credentials: LoginInput) => api.post<CurrentUser>('/api/auth/login', credentials);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(authKeys.me, user),
  });
}
