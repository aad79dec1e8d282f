import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { MembershipStatus } from '@rallypoint/shared';
import { DomainEvent, UnitOfWork } from '../../../../platform/events';
import { conflictFromUniqueViolation, enforce, notFound, orRefuse } from '../../../../platform/rules';
import { applicantHasOpenApplication, MEMBERSHIP_NOT_FOUND } from '../../domain/academy.errors';
import { AcademyMember } from '../../domain/academy-member.entity';
import { MembershipApproved } from '../../domain/events/membership-approved.event';
import type { MembershipDecisionPayload } from '../../domain/events/membership-decision';
import { MembershipRejected } from '../../domain/events/membership-rejected.event';
import { MembershipReopened } from '../../domain/events/membership-reopened.event';
import { membershipTransitionRefusal } from '../../domain/rules/membership-transition.rule';
import { DecideMembershipCommand } from './decide-membership.command';

const eventFor: Record<MembershipStatus, new (id: number, payload: MembershipDecisionPayload) => DomainEvent> = {
  active: MembershipApproved,
  rejected: MembershipRejected,
  pending: MembershipReopened,
};

/**
 * An admin sets a membership's status. The row is locked so two admins deciding at once queue; the applicant
 * hears about an approval or rejection by e-mail (event handler). Reopening or approving an old rejected row
 * while the applicant has applied again would make two open rows: the partial unique index answers 409.
 */
@CommandHandler(DecideMembershipCommand)
export class DecideMembershipHandler implements ICommandHandler<DecideMembershipCommand, void> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ membershipId, adminId, status }: DecideMembershipCommand): Promise<void> {
    try {
      await this.uow.run(adminId, async (tx) => {
        const membership = orRefuse(
          await tx.manager.findOne(AcademyMember, { where: { id: membershipId }, lock: { mode: 'pessimistic_write' } }),
          notFound(MEMBERSHIP_NOT_FOUND),
        );
        enforce(membershipTransitionRefusal(membership.status, status));
        const now = new Date();
        await tx.manager.update(
          AcademyMember,
          { id: membershipId },
          { status, joinedAt: status === 'active' ? now : null, decidedAt: now, decidedBy: adminId },
        );
        const payload = { academyId: membership.academyId, userId: membership.userId, previousStatus: membership.status };
        tx.record(new eventFor[status](membershipId, payload));
      });
    } catch (error) {
      throw conflictFromUniqueViolation(error, { academy_members_open_application_key: applicantHasOpenApplication });
    }
  }
}
