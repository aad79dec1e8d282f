/**
 * Query keys, general → specific (TkDodo): invalidating a prefix refreshes everything under it.
 * They live here because several features read the same server state.
 */
export const authKeys = {
  me: ['auth', 'me'] as const,
};

export const tournamentKeys = {
  all: ['tournaments'] as const,
  lists: () => [...tournamentKeys.all, 'list'] as const,
  available: () => [...tournamentKeys.lists(), 'available'] as const,
  mine: () => [...tournamentKeys.lists(), 'mine'] as const,
  admin: () => [...tournamentKeys.lists(), 'admin'] as const,
  details: () => [...tournamentKeys.all, 'detail'] as const,
  detail: (id: number | string) => [...tournamentKeys.details(), String(id)] as const,
  registrations: (id: number | string) => [...tournamentKeys.detail(id), 'registrations'] as const,
  participants: (id: number | string) => [...tournamentKeys.detail(id), 'participants'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  registrations: () => [...notificationKeys.all, 'registrations'] as const,
};
