import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcademyEnrollmentInput, AcademySignupInput, MembershipApplication, MyMembership } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { academyKeys } from '@/lib/query-keys';

export function useMyMemberships({ enabled = true } = {}) {
  return useQuery({
    queryKey: academyKeys.myMemberships(),
    queryFn: () => api.get<MyMembership[]>('/api/academies/my-memberships'),
    enabled,
  });
}

/** The caller's membership in academy 1 (the dashboard's My Academy card), or null. */
export function useMyMembership() {
  return useQuery({
    queryKey: academyKeys.myMembership(),
    queryFn: async () => (await api.get<MyMembership | null>('/api/academies/my-membership')) ?? null,
  });
}

/** POST /api/academies/join from either form; refreshes every membership view (my-memberships included). */
export function useJoinAcademy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcademyEnrollmentInput | AcademySignupInput) =>
      api.post<MembershipApplication>('/api/academies/join', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academyKeys.memberships() }),
  });
}

/** The open (pending or active) membership in one academy, which blocks applying again. */
export function openMembershipIn(memberships: MyMembership[] | undefined, academyId: number): MyMembership | undefined {
  return memberships?.find((m) => m.academyId === academyId && m.status !== 'rejected');
}
