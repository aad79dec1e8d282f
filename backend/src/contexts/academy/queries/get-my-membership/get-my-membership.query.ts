import { Query } from '@nestjs/cqrs';
import type { MyMembership } from '@rallypoint/shared';

/**
 * GET /api/academies/my-membership: the caller's membership in academy 1 (the dashboard's My Academy card):
 * the open (pending or active) application if there is one, else the latest rejected one, else null.
 */
export class GetMyMembershipQuery extends Query<MyMembership | null> {
  constructor(readonly userId: number) {
    super();
  }
}
