import { Command } from '@nestjs/cqrs';
import type { MembershipDecision } from '@rallypoint/shared';

/** PATCH /api/admin/student-memberships/{id} {status}. */
export class DecideMembershipCommand extends Command<void> {
  constructor(
    readonly membershipId: number,
    readonly adminId: number,
    readonly status: MembershipDecision,
  ) {
    super();
  }
}
