import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MembershipStatus, Page, StudentMembership } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { academyKeys } from '@/lib/query-keys';
import { toQueryString } from './academies';

export function useStudentMemberships(page: number) {
  return useQuery({
    queryKey: academyKeys.adminMemberships({ page }),
    queryFn: () => api.get<Page<StudentMembership>>(`/api/admin/student-memberships${toQueryString({ page })}`),
    placeholderData: keepPreviousData,
  });
}

export function useMembershipDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: MembershipStatus }) =>
      api.patch<StudentMembership>(`/api/admin/student-memberships/${id}`, { status }),
    // Not awaited: the action's row leaves the list on refetch, and the caller's toast must run while it is still there.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: academyKeys.memberships() }),
  });
}
