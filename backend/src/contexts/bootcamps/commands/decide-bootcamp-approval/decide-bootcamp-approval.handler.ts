import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { enforce } from '../../../../platform/rules';
import { Bootcamp } from '../../domain/bootcamp.entity';
import { BootcampApproved } from '../../domain/events/bootcamp-approved.event';
import { BootcampRejected } from '../../domain/events/bootcamp-rejected.event';
import { approvalRefusal } from '../../domain/rules/approval-is-pending.rule';
import { lockBootcamp } from '../shared/lock-bootcamp';
import { DecideBootcampApprovalCommand } from './decide-bootcamp-approval.command';

/** An admin approves or rejects a pending bootcamp; a reaction tells the organizer by e-mail. */
@CommandHandler(DecideBootcampApprovalCommand)
export class DecideBootcampApprovalHandler implements ICommandHandler<DecideBootcampApprovalCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ bootcampId, adminId, decision }: DecideBootcampApprovalCommand): Promise<void> {
    await this.uow.run(adminId, async (tx) => {
      // Locked so two admins deciding at once cannot both pass the "still pending" check.
      const bootcamp = await lockBootcamp(tx.manager, bootcampId);
      enforce(approvalRefusal(bootcamp));
      const approval = decision === 'approved' ? { approvedBy: adminId, approvedAt: this.clock.now() } : {};
      await tx.manager.update(Bootcamp, { id: bootcampId }, { status: decision, ...approval });
      const payload = { title: bootcamp.title, organizerId: bootcamp.organizerId };
      tx.record(decision === 'approved' ? new BootcampApproved(bootcampId, payload) : new BootcampRejected(bootcampId, payload));
    });
  }
}
