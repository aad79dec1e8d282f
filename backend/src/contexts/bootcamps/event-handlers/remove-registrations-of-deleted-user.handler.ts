import { Injectable, OnModuleInit } from '@nestjs/common';
import { In } from 'typeorm';
import { Clock } from '../../../platform/clock';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { enforce } from '../../../platform/rules';
import { UserDeleted } from '../../identity';
import { promoteFromWaitlist } from '../commands/shared/waitlist';
import { BootcampRegistration } from '../domain/bootcamp-registration.entity';
import { BootcampWaitlistEntry } from '../domain/bootcamp-waitlist-entry.entity';
import { Bootcamp } from '../domain/bootcamp.entity';
import { bootcampOrganizerDeletionRefusal } from '../domain/rules/organizer-has-no-bootcamps.rule';
import { bootcampIdsTakenPartInBy } from '../persistence/bootcamps.sql';

/**
 * In the deletion's own transaction: refuse (409, rolling the deletion back) while the user organizes bootcamps
 * or clinics, else remove their registrations and places in line; a seat they held goes to the first user waiting.
 */
@Injectable()
export class RemoveRegistrationsOfDeletedUser implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.reactions.on(UserDeleted, (event, tx) => this.remove(Number(event.aggregateId), tx));
  }

  private async remove(userId: number, tx: Transaction): Promise<void> {
    enforce(bootcampOrganizerDeletionRefusal(await tx.manager.countBy(Bootcamp, { organizerId: userId })));
    const bootcamps = await this.lockBootcampsOf(userId, tx);
    await tx.manager.delete(BootcampRegistration, { userId });
    await tx.manager.delete(BootcampWaitlistEntry, { userId });
    for (const bootcamp of bootcamps) await promoteFromWaitlist(tx, bootcamp, this.clock.today());
  }

  /**
   * The bootcamps the user holds a place in or waits for, locked in id order before any of their rows is touched,
   * as registrations and cancellations lock first: a cancellation promoting this user has finished, or waits.
   */
  private async lockBootcampsOf(userId: number, tx: Transaction): Promise<Bootcamp[]> {
    const ids = await bootcampIdsTakenPartInBy(tx.manager, userId);
    if (!ids.length) return [];
    return tx.manager.find(Bootcamp, {
      where: { id: In(ids) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }
}
