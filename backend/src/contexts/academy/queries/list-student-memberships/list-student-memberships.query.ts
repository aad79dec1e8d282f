import { Query } from '@nestjs/cqrs';
import type { MembershipListQuery, Page, StudentMembership } from '@rallypoint/shared';

/** GET /api/admin/student-memberships: pending first, then newest first (tie broken by id). */
export class ListStudentMembershipsQuery extends Query<Page<StudentMembership>> {
  constructor(readonly filters: MembershipListQuery) {
    super();
  }
}
