import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_REFRESH_MS, type RegistrationListItem, type RegistrationNotification } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { notificationKeys, tournamentKeys } from '@/lib/query-keys';

export function useRegistrationNotifications() {
  return useQuery({
    queryKey: notificationKeys.registrations(),
    queryFn: () => api.get<RegistrationNotification[]>('/api/notifications/registrations'),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<unknown>(`/api/notifications/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useTournamentRegistrations(tournamentId: number | null) {
  return useQuery({
    queryKey: tournamentKeys.registrations(tournamentId ?? ''),
    queryFn: () => api.get<RegistrationListItem[]>(`/api/tournaments/${tournamentId}/registrations`),
    enabled: tournamentId !== null,
  });
}
