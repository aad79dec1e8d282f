import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailableBootcamp, Bootcamp, CreateBootcampInput, MessageResponse, Page, WaitlistJoined } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { bootcampKeys } from '@/lib/query-keys';

const paged = (path: string, page: number, pageSize?: number) => `${path}?page=${page}${pageSize ? `&pageSize=${pageSize}` : ''}`;

/** Player dashboard: approved bootcamps and clinics that have not ended. */
export function useAvailableBootcamps(page: number) {
  return useQuery({
    queryKey: bootcampKeys.available(page),
    queryFn: () => api.get<Page<AvailableBootcamp>>(paged('/api/bootcamps', page)),
    placeholderData: keepPreviousData,
  });
}

/** /schedule-bootcamps: the organizer's own, every status. */
export function useMyBootcamps(page: number) {
  return useQuery({
    queryKey: bootcampKeys.mine(page),
    queryFn: () => api.get<Page<Bootcamp>>(paged('/api/bootcamps/my-bootcamps', page)),
    placeholderData: keepPreviousData,
  });
}

/** A new bootcamp changes the organizer's list and, once approved, everyone's; the whole prefix is refreshed. */
export function useCreateBootcamp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CreateBootcampInput) => api.post<Bootcamp>('/api/bootcamps', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bootcampKeys.all }),
  });
}

/** Refreshed after a failure too: a "full" answer means the seats shown were out of date. */
export function useRegisterForBootcamp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<MessageResponse>(`/api/bootcamps/${id}/register`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bootcampKeys.all }),
  });
}

/** Gives the caller's place back (204); the first in line takes it on the server at once. */
export function useCancelBootcampRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/bootcamps/${id}/register`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bootcampKeys.all }),
  });
}

/** Queues for a place in a full bootcamp; answers the place in line. */
export function useJoinBootcampWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<WaitlistJoined>(`/api/bootcamps/${id}/waitlist`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bootcampKeys.all }),
  });
}

export function useLeaveBootcampWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/bootcamps/${id}/waitlist`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bootcampKeys.all }),
  });
}
