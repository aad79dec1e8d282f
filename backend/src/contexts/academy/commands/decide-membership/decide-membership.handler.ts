import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { enforce, notFound, orRefuse } from '../../../../platform/rules';
import { MEMBERSHIP_NOT_FOUND } from '../../domain/academy.errors';
import { AcademyMember } from '../../domain/academy-member.entity';
import { MembershipApproved } from '../../domain/events/membership-approved.event';
import { MembershipRejected } from '../../domain/events/membership-rejected.event';
import { membershipDecisionRefusal } from '../../domain/rules/membership-is-pending.rule';
import { DecideMembershipCommand } from './decide-membership.command';

/**
 * An admin approves or rejects a pending application. The row is locked, so two admins deciding at once queue and
 * the second meets a decided membership (409); the applicant hears about the one decision by e-mail (event handler).
 */
@CommandHandler(DecideMembershipCommand)
export class DecideMembershipHandler implements ICommandHandler<DecideMembershipCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ membershipId, adminId, status }: DecideMembershipCommand): Promise<void> {
    await this.uow.run(adminId, async (tx) => {
      const membership = orRefuse(
        await tx.manager.findOne(AcademyMember, { where: { id: membershipId }, lock: { mode: 'pessimistic_write' } }),
        notFound(MEMBERSHIP_NOT_FOUND),
      );
      enforce(membershipDecisionRefusal(membership.status));
      const now = this.clock.now();
      await tx.manager.update(
        AcademyMember,
        { id: membershipId },
        { status, joinedAt: status === 'active' ? now : null, decidedAt: now, decidedBy: adminId },
      );
      const payload = { academyId: membership.academyId, userId: membership.userId, previousStatus: membership.status };
      tx.record(
        status === 'active' ? new MembershipApproved(membershipId, payload) : new MembershipRejected(membershipId, payload),
      );
    });
  }
}
