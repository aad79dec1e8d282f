import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences, EmailPreferencesInput } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { failureToast, successToast } from '@/lib/mutation-toast';

const PREFERENCES_PATH = '/api/me/email-preferences';
export const emailPreferencesKey = ['me', 'email-preferences'] as const;

/** GET /api/me/email-preferences: the signed-in user's. */
export function useEmailPreferences() {
  return useQuery({ queryKey: emailPreferencesKey, queryFn: () => api.get<EmailPreferences>(PREFERENCES_PATH) });
}

/** PUT the same path; the answer is the saved preferences, so the cache takes it as is. */
export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailPreferencesInput) => api.put<EmailPreferences>(PREFERENCES_PATH, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(emailPreferencesKey, saved);
      successToast('Preferences Saved')();
    },
    onError: failureToast('Save Failed', 'Failed to save your e-mail preferences. Please try again.'),
  });
}
