import { Query } from '@nestjs/cqrs';
import { ENROLLMENT_ACADEMY_ID, type Page, type PageQuery } from '@rallypoint/shared';
import type { ActiveMembership } from '../get-active-membership/get-active-membership.query';

/**
 * For other contexts: the academy's active students (academy 1 unless named), longest-standing first
 * (joinedAt, then id), one page at a time. Names come from identity, by userId.
 */
export class ListActiveStudentsQuery extends Query<Page<ActiveMembership>> {
  constructor(
    readonly page: PageQuery,
    readonly academyId: number = ENROLLMENT_ACADEMY_ID,
  ) {
    super();
  }
}

/** For other contexts: every active student's user id (e.g. an announcement to all students, `userId` 0). */
export class ListActiveStudentIdsQuery extends Query<number[]> {
  constructor(readonly academyId: number = ENROLLMENT_ACADEMY_ID) {
    super();
  }
}
