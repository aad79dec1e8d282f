import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { conflictFromUniqueViolation, enforce } from '../../../../platform/rules';
import { BootcampRegistration } from '../../domain/bootcamp-registration.entity';
import { ALREADY_REGISTERED } from '../../domain/bootcamp.errors';
import { RegisteredForBootcamp } from '../../domain/events/registered-for-bootcamp.event';
import { registrationRefusal } from '../../domain/rules/registration-is-open.rule';
import { lockBootcamp } from '../shared/lock-bootcamp';
import { countPlaces } from '../shared/waitlist';
import { RegisterForBootcampCommand } from './register-for-bootcamp.command';

/**
 * A signed-in user takes a place. The bootcamp row is locked FOR UPDATE before counting, so concurrent
 * registrations queue one behind the other and each count already includes the ones before it: the
 * capacity can never be exceeded, and nobody registers past the users on the waitlist.
 */
@CommandHandler(RegisterForBootcampCommand)
export class RegisterForBootcampHandler implements ICommandHandler<RegisterForBootcampCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ bootcampId, userId }: RegisterForBootcampCommand): Promise<void> {
    try {
      await this.uow.run(userId, async (tx) => {
        const bootcamp = await lockBootcamp(tx.manager, bootcampId);
        const { registrationCount, waitingCount } = await countPlaces(tx.manager, bootcamp);
        const alreadyRegistered = await tx.manager.existsBy(BootcampRegistration, { bootcampId, userId });
        enforce(registrationRefusal({ bootcamp, registrationCount, waitingCount, alreadyRegistered, today: this.clock.today() }));
        const { identifiers } = await tx.manager.insert(BootcampRegistration, { bootcampId, userId });
        tx.record(new RegisteredForBootcamp(bootcampId, { registrationId: Number(identifiers[0].id), userId }));
      });
    } catch (error) {
      // The lock already serializes registrations; the unique key is the last line should that ever change.
      throw conflictFromUniqueViolation(error, { bootcamp_registrations_bootcamp_user_key: ALREADY_REGISTERED });
    }
  }
}
