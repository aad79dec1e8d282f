import { Query } from '@nestjs/cqrs';
import type { StudentMembership } from '@rallypoint/shared';

/** One membership as the admin list shows it (the answer to a status change), or 404. */
export class GetStudentMembershipQuery extends Query<StudentMembership> {
  constructor(readonly membershipId: number) {
    super();
  }
}
