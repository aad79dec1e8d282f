import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { enforce, notFound, orRefuse } from '../../../../platform/rules';
import { BootcampWaitlistEntry } from '../../domain/bootcamp-waitlist-entry.entity';
import { BOOTCAMP_NOT_FOUND, NOT_WAITING } from '../../domain/bootcamp.errors';
import { LeftBootcampWaitlist } from '../../domain/events/left-bootcamp-waitlist.event';
import { lockBootcamp } from '../shared/lock-bootcamp';
import { LeaveBootcampWaitlistCommand } from './leave-bootcamp-waitlist.command';

/**
 * A user stops waiting; everyone behind moves up one. Under the bootcamp's row lock, so a promotion racing the
 * leave either took the user first (then they are registered, not waiting: 404) or finds them gone.
 */
@CommandHandler(LeaveBootcampWaitlistCommand)
export class LeaveBootcampWaitlistHandler implements ICommandHandler<LeaveBootcampWaitlistCommand, void> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ bootcampId, userId }: LeaveBootcampWaitlistCommand): Promise<void> {
    await this.uow.run(userId, async (tx) => {
      const bootcamp = await lockBootcamp(tx.manager, bootcampId);
      enforce(bootcamp.status === 'approved' ? null : notFound(BOOTCAMP_NOT_FOUND));
      const entry = orRefuse(await tx.manager.findOneBy(BootcampWaitlistEntry, { bootcampId, userId }), notFound(NOT_WAITING));
      await tx.manager.delete(BootcampWaitlistEntry, { id: entry.id });
      tx.record(new LeftBootcampWaitlist(bootcampId, { userId }));
    });
  }
}
