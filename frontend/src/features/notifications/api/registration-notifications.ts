import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_REFRESH_MS, type RegistrationNotification, type RegistrationNotificationsPage } from '@rallypoint/shared';
import { getPage } from '@/lib/paging';
import { api } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys';

export function useRegistrationNotifications(page = 1) {
  return useQuery({
    queryKey: notificationKeys.registrationsPage({ page }),
    queryFn: () => getPage<RegistrationNotification, RegistrationNotificationsPage>('/api/notifications/registrations', { page }),
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
