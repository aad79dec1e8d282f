import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, StudentAnnouncement, StudentMetricsView, StudentProgressView, UpcomingLesson } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { studentKeys } from '@/lib/query-keys';

export function useStudentProgress() {
  return useQuery({
    queryKey: studentKeys.progress(),
    queryFn: () => api.get<StudentProgressView>('/api/student/progress'),
  });
}

export function useUpcomingLessons() {
  return useQuery({
    queryKey: studentKeys.upcomingLessons(),
    queryFn: () => api.get<UpcomingLesson[]>('/api/student/lessons/upcoming'),
  });
}

export function useStudentAnnouncements(page: number) {
  return useQuery({
    queryKey: studentKeys.announcementsPage(page),
    queryFn: () => api.get<Page<StudentAnnouncement>>(`/api/student/announcements?page=${page}`),
  });
}

export function useStudentMetrics() {
  return useQuery({
    queryKey: studentKeys.metrics(),
    queryFn: () => api.get<StudentMetricsView>('/api/student/metrics'),
  });
}

export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<void>(`/api/student/announcements/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.announcements() }),
  });
}
