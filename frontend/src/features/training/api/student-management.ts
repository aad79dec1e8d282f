import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActiveStudent,
  MessageResponse,
  Page,
  PostAnnouncementRequest,
  RecordMetricsRequest,
  RecordProgressRequest,
  ScheduleLessonRequest,
  StudentRecord,
} from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { studentKeys } from '@/lib/query-keys';

export function useActiveStudents(search: string, page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (search.trim()) params.set('search', search.trim());
  return useQuery({
    queryKey: studentKeys.activeStudents(search.trim(), page),
    queryFn: () => api.get<Page<ActiveStudent>>(`/api/admin/active-students?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** What is on record for the selected student; refreshed by every admin write (they invalidate `studentKeys.all`). */
export function useStudentRecord(userId: number | null) {
  return useQuery({
    queryKey: studentKeys.record(userId ?? 0),
    queryFn: () => api.get<StudentRecord>(`/api/admin/students/${userId}/record`),
    enabled: userId !== null,
  });
}

/** The four admin writes share one shape: POST /api/admin/students/{userId}/{what}. */
function useStudentWrite<TBody>(what: 'schedules' | 'progress' | 'announcements' | 'metrics') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: TBody }) =>
      api.post<MessageResponse>(`/api/admin/students/${userId}/${what}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

export const useScheduleLesson = () => useStudentWrite<ScheduleLessonRequest>('schedules');
export const useRecordProgress = () => useStudentWrite<RecordProgressRequest>('progress');
export const usePostAnnouncement = () => useStudentWrite<PostAnnouncementRequest>('announcements');
export const useRecordMetrics = () => useStudentWrite<RecordMetricsRequest>('metrics');
