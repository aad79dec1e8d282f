import { Injectable, OnModuleInit } from '@nestjs/common';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { enforce } from '../../../platform/rules';
import { UserDeleted } from '../../identity';
import { BootcampRegistration } from '../domain/bootcamp-registration.entity';
import { Bootcamp } from '../domain/bootcamp.entity';
import { bootcampOrganizerDeletionRefusal } from '../domain/rules/organizer-has-no-bootcamps.rule';

/**
 * In the deletion's own transaction: refuse (409, rolling the deletion back) while the user organizes bootcamps
 * or clinics, else remove their registrations, which frees their seats.
 */
@Injectable()
export class RemoveRegistrationsOfDeletedUser implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(UserDeleted, (event, tx) => this.remove(Number(event.aggregateId), tx));
  }

  private async remove(userId: number, tx: Transaction): Promise<void> {
    enforce(bootcampOrganizerDeletionRefusal(await tx.manager.countBy(Bootcamp, { organizerId: userId })));
    await tx.manager.delete(BootcampRegistration, { userId });
  }
}
