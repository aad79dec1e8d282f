import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { BootcampRegistration } from '../../domain/bootcamp-registration.entity';
import { Bootcamp } from '../../domain/bootcamp.entity';
import { BootcampDeleted } from '../../domain/events/bootcamp-deleted.event';
import { lockBootcamp } from '../shared/lock-bootcamp';
import { DeleteBootcampCommand } from './delete-bootcamp.command';

/**
 * An admin removes a bootcamp and every registration for it, in one transaction. The row lock makes a
 * registration racing the delete wait, then find the bootcamp gone (404) instead of slipping in.
 */
@CommandHandler(DeleteBootcampCommand)
export class DeleteBootcampHandler implements ICommandHandler<DeleteBootcampCommand, void> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ bootcampId, adminId }: DeleteBootcampCommand): Promise<void> {
    await this.uow.run(adminId, async (tx) => {
      const bootcamp = await lockBootcamp(tx.manager, bootcampId);
      const registrations = await tx.manager.find(BootcampRegistration, {
        select: { userId: true },
        where: { bootcampId },
        order: { id: 'ASC' },
      });
      await tx.manager.delete(BootcampRegistration, { bootcampId });
      await tx.manager.delete(Bootcamp, { id: bootcampId });
      tx.record(
        new BootcampDeleted(bootcampId, {
          title: bootcamp.title,
          type: bootcamp.type,
          startDate: bootcamp.startDate,
          organizerId: bootcamp.organizerId,
          registrantIds: registrations.map((registration) => registration.userId),
        }),
      );
    });
  }
}
