import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { conflictFromUniqueViolation, enforce } from '../../../../platform/rules';
import { BootcampRegistration } from '../../domain/bootcamp-registration.entity';
import { BootcampWaitlistEntry } from '../../domain/bootcamp-waitlist-entry.entity';
import { ALREADY_WAITING } from '../../domain/bootcamp.errors';
import { JoinedBootcampWaitlist } from '../../domain/events/joined-bootcamp-waitlist.event';
import { waitlistRefusal } from '../../domain/rules/waitlist-is-open.rule';
import { lockBootcamp } from '../shared/lock-bootcamp';
import { bootcampWaitlist } from '../../persistence/waitlist';
import { countPlaces } from '../shared/waitlist';
import { JoinBootcampWaitlistCommand } from './join-bootcamp-waitlist.command';

/**
 * A user queues for a place in a full bootcamp. The bootcamp row is locked FOR UPDATE first, as registration does:
 * joins, registrations and cancellations queue one at a time, so each join lands at the end of the line as it
 * stands and the position it answers is final until someone ahead leaves or is promoted.
 */
@CommandHandler(JoinBootcampWaitlistCommand)
export class JoinBootcampWaitlistHandler implements ICommandHandler<JoinBootcampWaitlistCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ bootcampId, userId }: JoinBootcampWaitlistCommand): Promise<number> {
    try {
      return await this.uow.run(userId, async (tx) => {
        const bootcamp = await lockBootcamp(tx.manager, bootcampId);
        const places = await countPlaces(tx.manager, bootcamp);
        const alreadyRegistered = await tx.manager.existsBy(BootcampRegistration, { bootcampId, userId });
        const alreadyWaiting = await tx.manager.existsBy(BootcampWaitlistEntry, { bootcampId, userId });
        enforce(waitlistRefusal({ bootcamp, ...places, alreadyRegistered, alreadyWaiting, today: this.clock.today() }));
        await tx.manager.insert(BootcampWaitlistEntry, { bootcampId, userId });
        tx.record(new JoinedBootcampWaitlist(bootcampId, { userId }));
        return (await bootcampWaitlist.positionOf(tx.manager, bootcampId, userId))!;
      });
    } catch (error) {
      // The lock already serializes joins; the unique key is the last line should that ever change.
      throw conflictFromUniqueViolation(error, { bootcamp_waitlist_bootcamp_user_key: ALREADY_WAITING });
    }
  }
}
