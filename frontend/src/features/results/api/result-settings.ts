import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResultSettings } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { resultKeys } from '@/lib/query-keys';

const settingsPath = (tournamentId: number) => `/api/tournaments/${tournamentId}/result-settings`;

/** GET /api/tournaments/{id}/result-settings (the organizer's or an admin's). */
export function useResultSettings(tournamentId: number) {
  return useQuery({
    queryKey: resultKeys.settings(tournamentId),
    queryFn: () => api.get<ResultSettings>(settingsPath(tournamentId)),
  });
}

/** PUT the same path; the answer is the saved settings, so the cache takes it as is. */
export function useSaveResultSettings(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ResultSettings) => api.put<ResultSettings>(settingsPath(tournamentId), settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(resultKeys.settings(tournamentId), saved);
      successToast('Settings Saved')();
    },
    onError: failureToast('Save Failed', 'Failed to save the result settings. Please try again.'),
  });
}
