import { tournamentKeys } from '@/lib/query-keys';

/** Under the tournament's detail key: refreshing a tournament refreshes its order of play too. */
export const scheduleKeys = {
  all: (tournamentId: number | string) => [...tournamentKeys.detail(tournamentId), 'schedule'] as const,
  settings: (tournamentId: number | string) => [...scheduleKeys.all(tournamentId), 'settings'] as const,
  view: (tournamentId: number | string, view: 'published' | 'draft', day: string | null) =>
    [...scheduleKeys.all(tournamentId), view, day ?? 'first'] as const,
};

export const meKeys = {
  all: ['me'] as const,
  matches: (page: number) => [...meKeys.all, 'matches', page] as const,
  updates: (page: number) => [...meKeys.all, 'updates', page] as const,
  calendar: () => [...meKeys.all, 'calendar'] as const,
};
