import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassEnrollment, ClassEnrollmentInput } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { academyKeys } from '@/lib/query-keys';

/** GET /api/classes/my-enrollments: the caller's class seats (a small list, not paged). */
export function useMyClassEnrollments({ enabled = true } = {}) {
  return useQuery({
    queryKey: academyKeys.myClassEnrollments(),
    queryFn: () => api.get<ClassEnrollment[]>('/api/classes/my-enrollments'),
    enabled,
  });
}

/**
 * POST /api/classes/enroll. Refreshed after a failure too: a "full" or "already enrolled" answer means
 * the seats or enrollments shown were out of date.
 */
export function useEnrollInClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassEnrollmentInput) => api.post<ClassEnrollment>('/api/classes/enroll', body),
    onSettled: (_data, _error, { academyId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: academyKeys.classes(academyId) }),
        queryClient.invalidateQueries({ queryKey: academyKeys.myClassEnrollments() }),
      ]),
  });
}
