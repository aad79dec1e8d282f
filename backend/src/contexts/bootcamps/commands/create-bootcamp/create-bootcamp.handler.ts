import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { fieldRefusal, refuse } from '../../../../platform/rules';
import { Bootcamp } from '../../domain/bootcamp.entity';
import { BootcampCreated } from '../../domain/events/bootcamp-created.event';
import { startDateRefusal } from '../../domain/rules/start-date-not-past.rule';
import { CreateBootcampCommand } from './create-bootcamp.command';

/**
 * An organizer offers a bootcamp or clinic; it stays pending until an admin decides. The request arrives parsed
 * by the controller's `ZodBody(createBootcampSchema)`; only the rule that needs the server's day is checked here,
 * answered on its field like the schema's messages.
 */
@CommandHandler(CreateBootcampCommand)
export class CreateBootcampHandler implements ICommandHandler<CreateBootcampCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ organizerId, request }: CreateBootcampCommand): Promise<number> {
    const pastStart = startDateRefusal(request.startDate, this.clock.today());
    if (pastStart) refuse(fieldRefusal({ startDate: [pastStart.message] }));

    return this.uow.run(organizerId, async (tx) => {
      const { identifiers } = await tx.manager.insert(Bootcamp, { ...request, organizerId, status: 'pending' });
      const id = Number(identifiers[0].id);
      tx.record(new BootcampCreated(id, { title: request.title, type: request.type, organizerId }));
      return id;
    });
  }
}
