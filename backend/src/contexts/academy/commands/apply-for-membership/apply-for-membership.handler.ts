import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { In } from 'typeorm';
import { UnitOfWork } from '../../../../platform/events';
import { conflictFromUniqueViolation, enforce } from '../../../../platform/rules';
import { openApplicationExists } from '../../domain/academy.errors';
import { AcademyMember } from '../../domain/academy-member.entity';
import { Academy } from '../../domain/academy.entity';
import { MembershipApplied } from '../../domain/events/membership-applied.event';
import { applicationRefusal } from '../../domain/rules/application-is-allowed.rule';
import { applicationRow } from './application-row';
import { ApplyForMembershipCommand } from './apply-for-membership.command';

/**
 * A player applies to an academy. Two simultaneous applications both pass the check; the partial unique index
 * (one pending or active row per user and academy) lets exactly one insert through and the other answers 409.
 */
@CommandHandler(ApplyForMembershipCommand)
export class ApplyForMembershipHandler implements ICommandHandler<ApplyForMembershipCommand, number> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ userId, application }: ApplyForMembershipCommand): Promise<number> {
    const { academyId } = application;
    try {
      return await this.uow.run(userId, async (tx) => {
        const academyExists = await tx.manager.existsBy(Academy, { id: academyId, isActive: true });
        const open = await tx.manager.findOneBy(AcademyMember, { academyId, userId, status: In(['pending', 'active']) });
        enforce(applicationRefusal({ academyExists, openStatus: open ? (open.status as 'pending' | 'active') : null }));
        const { identifiers } = await tx.manager.insert(AcademyMember, applicationRow(userId, application));
        const id = Number(identifiers[0].id);
        tx.record(new MembershipApplied(id, { academyId, userId, membershipType: application.membershipType }));
        return id;
      });
    } catch (error) {
      throw conflictFromUniqueViolation(error, { academy_members_open_application_key: openApplicationExists('pending') });
    }
  }
}
