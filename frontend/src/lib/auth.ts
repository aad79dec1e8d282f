import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SIGNED_IN_HINT_COOKIE, type CurrentUser, type MessageResponse } from '@rallypoint/shared';
import { api, isApiError } from './api-client';
import { authKeys } from './query-keys';

/** The cookie the server sets beside the session (readable, unlike it): this browser signed in and may still be. */
export const hasSignedInHint = () => document.cookie.split('; ').some((pair) => pair.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
const forgetSignedInHint = () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
};

/**
 * A 401 from /api/auth/me means signed out, never an error. A browser without the sign-in hint is plainly
 * signed out and does not ask (the browser would log the 401); one whose session ended elsewhere asks once.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!hasSignedInHint()) return null;
  try {
    return await api.get<CurrentUser>('/api/auth/me');
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
    forgetSignedInHint();
    return null;
  }
}

/** How long an answer about the session stands before a screen that mounts asks again. */
const SESSION_FRESH_MS = 10_000;

export function useUser() {
  return useQuery({
    queryKey: authKeys.me,
    queryFn: fetchCurrentUser,
    retry: false,
    // A screen's header, route and cards all read the session as they mount: one answer serves them (the dashboard
    // asked four times, tools/bench/lighthouse.mjs). A 401 from any call checks it again at once (query-client.ts).
    staleTime: SESSION_FRESH_MS,
    // Without the hint the answer is known without asking: the screen need not wait for a read.
    initialData: () => (hasSignedInHint() ? undefined : null),
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

/** Signing out always ends the local session, even when the server call fails (docs/product-rules.md#the-web-client). */
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
