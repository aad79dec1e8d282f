import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedId,
  KudosPage,
  MessageBox,
  MessagePage,
  MessageResponse,
  SendKudosInput,
  SendMessageInput,
} from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { socialKeys } from '@/lib/query-keys';

export function useMessages(box: MessageBox, page: number) {
  return useQuery({
    queryKey: socialKeys.messageBox(box, page),
    queryFn: () => api.get<MessagePage>(`/api/messages?box=${box}&page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/** Kudos received: unread first, then newest, with the unread count. */
export function useKudos(page: number) {
  return useQuery({
    queryKey: socialKeys.kudosPage(page),
    queryFn: () => api.get<KudosPage>(`/api/kudos?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageInput) => api.post<CreatedId>('/api/messages/send', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.messages() }),
  });
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<MessageResponse>(`/api/messages/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.messages() }),
  });
}

export function useSendKudos() {
  return useMutation({
    mutationFn: (body: SendKudosInput) => api.post<CreatedId>('/api/kudos/send', body),
  });
}

export function useMarkKudosRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<MessageResponse>(`/api/kudos/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.kudos() }),
  });
}
