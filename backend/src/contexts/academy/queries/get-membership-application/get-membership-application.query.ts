import { Query } from '@nestjs/cqrs';
import type { MembershipApplication } from '@rallypoint/shared';

/** The membership application the join call answers. */
export class GetMembershipApplicationQuery extends Query<MembershipApplication> {
  constructor(readonly membershipId: number) {
    super();
  }
}
