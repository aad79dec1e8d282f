import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduleSettingsBody, ScheduleSettingsView } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { scheduleKeys } from './schedule-keys';

export function useScheduleSettings(tournamentId: number) {
  return useQuery({
    queryKey: scheduleKeys.settings(tournamentId),
    queryFn: () => api.get<ScheduleSettingsView>(`/api/tournaments/${tournamentId}/schedule-settings`),
  });
}

export function useSaveScheduleSettings(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ScheduleSettingsBody) =>
      api.put<ScheduleSettingsView>(`/api/tournaments/${tournamentId}/schedule-settings`, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(scheduleKeys.settings(tournamentId), saved);
      const outside = saved.flagged.length;
      successToast(
        'Settings Saved',
        outside === 0
          ? 'Compute the order of play to use them.'
          : `${outside} locked ${outside === 1 ? 'match lies' : 'matches lie'} outside them: see the list under the settings.`,
      )();
    },
    onError: failureToast('Save Failed', 'Failed to save the schedule settings. Please try again.'),
  });
}
