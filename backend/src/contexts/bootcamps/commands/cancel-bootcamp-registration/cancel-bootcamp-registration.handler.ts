import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { enforce } from '../../../../platform/rules';
import { BootcampRegistration } from '../../domain/bootcamp-registration.entity';
import { BootcampRegistrationCancelled } from '../../domain/events/bootcamp-registration-cancelled.event';
import { cancellationRefusal } from '../../domain/rules/cancellation-is-allowed.rule';
import { lockBootcamp } from '../shared/lock-bootcamp';
import { promoteFromWaitlist } from '../shared/waitlist';
import { CancelBootcampRegistrationCommand } from './cancel-bootcamp-registration.command';

/**
 * A user gives their place back. The first user on the waitlist takes it in the same transaction, under the same
 * row lock, so the place is never open to anyone else in between.
 */
@CommandHandler(CancelBootcampRegistrationCommand)
export class CancelBootcampRegistrationHandler implements ICommandHandler<CancelBootcampRegistrationCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ bootcampId, userId }: CancelBootcampRegistrationCommand): Promise<void> {
    await this.uow.run(userId, async (tx) => {
      const bootcamp = await lockBootcamp(tx.manager, bootcampId);
      const registration = await tx.manager.findOneBy(BootcampRegistration, { bootcampId, userId });
      const today = this.clock.today();
      enforce(cancellationRefusal(bootcamp, registration !== null, today));
      await tx.manager.delete(BootcampRegistration, { id: registration!.id });
      tx.record(new BootcampRegistrationCancelled(bootcampId, { userId }));
      await promoteFromWaitlist(tx, bootcamp, today);
    });
  }
}
