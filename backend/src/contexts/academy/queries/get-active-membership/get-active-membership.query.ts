import { Query } from '@nestjs/cqrs';
import { ENROLLMENT_ACADEMY_ID } from '@rallypoint/shared';

/** A student's active membership, as other contexts (training) need it. */
export interface ActiveMembership {
  membershipId: number;
  academyId: number;
  userId: number;
  membershipType: string;
  joinedAt: string | null;
}

/**
 * For other contexts: the user's active membership in the academy (academy 1 unless named), or null.
 * decisions.md: `/api/student/*` answers 403 to a user without one.
 */
export class GetActiveMembershipQuery extends Query<ActiveMembership | null> {
  constructor(
    readonly userId: number,
    readonly academyId: number = ENROLLMENT_ACADEMY_ID,
  ) {
    super();
  }
}
