import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, CalendarFeedStatus, MyScheduledMatch, Page } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { meKeys } from './schedule-keys';

export function useMyMatches(page = 1, pageSize = 5) {
  return useQuery({
    queryKey: meKeys.matches(page),
    queryFn: () => api.get<Page<MyScheduledMatch>>(`/api/me/matches?page=${page}&pageSize=${pageSize}`),
  });
}

/** Whether the user has a private address: the server keeps only its hash, so it cannot show it again. */
export function useCalendarFeed() {
  return useQuery({ queryKey: meKeys.calendar(), queryFn: () => api.get<CalendarFeedStatus>('/api/me/calendar') });
}

/** Creates the private address, or replaces it (the old one stops working); its answer is the one time it is shown. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeed>('/api/me/calendar'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: meKeys.calendar() });
      successToast('Calendar Address Ready', 'Add it to your calendar app to follow your matches and lessons.')();
    },
    onError: failureToast('Calendar Failed', 'Failed to create the calendar address. Please try again.'),
  });
}
