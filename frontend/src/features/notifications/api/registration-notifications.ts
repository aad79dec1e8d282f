import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_REFRESH_MS,
  type NotificationsMarkedRead,
  type RegistrationNotification,
  type RegistrationNotificationsPage,
} from '@rallypoint/shared';
import { getPage } from '@/lib/paging';
import { api } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys';

/** One page of the caller's registration notifications, of one tournament when `tournamentId` is given. */
export function useRegistrationNotifications(page = 1, tournamentId?: number) {
  return useQuery({
    queryKey: notificationKeys.registrationsPage({ page, tournamentId }),
    queryFn: () =>
      getPage<RegistrationNotification, RegistrationNotificationsPage>('/api/notifications/registrations', {
        page,
        tournamentId,
      }),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<unknown>(`/api/notifications/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Marks every unread notification read, of one tournament when given. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tournamentId?: number) =>
      api.patch<NotificationsMarkedRead>('/api/notifications/read', tournamentId === undefined ? {} : { tournamentId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
