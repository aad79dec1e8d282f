import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, OneClickUnsubscribe } from '@rallypoint/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/mail/unsubscribe?token=…: the same one-click call a mail client makes (RFC 8058), sent by the page's
 * button as the app's JSON; the token from the mail's link says whose mail stops, so no sign-in is needed.
 */
export function useUnsubscribe(token: string) {
  const body: OneClickUnsubscribe = { 'List-Unsubscribe': 'One-Click' };
  return useMutation({
    mutationFn: () => api.post<MessageResponse>(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`, body),
  });
}
