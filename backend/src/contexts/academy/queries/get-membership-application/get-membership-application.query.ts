import { Query } from '@nestjs/cqrs';
import type { MembershipApplication } from '@rallypoint/shared';

/** The §3 Membership application the join call answers. */
export class GetMembershipApplicationQuery extends Query<MembershipApplication> {
  constructor(readonly membershipId: number) {
    super();
  }
}
