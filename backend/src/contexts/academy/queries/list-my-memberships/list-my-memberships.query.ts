import { Query } from '@nestjs/cqrs';
import type { MyMembership } from '@rallypoint/shared';

/** GET /api/academies/my-memberships: every application the caller made, newest first. */
export class ListMyMembershipsQuery extends Query<MyMembership[]> {
  constructor(readonly userId: number) {
    super();
  }
}
