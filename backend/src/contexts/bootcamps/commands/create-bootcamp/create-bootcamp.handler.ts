import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { createBootcampSchema } from '@rallypoint/shared';
import { UnitOfWork } from '../../../../platform/events';
import { FieldValidationException, zodFieldMessages } from '../../../../platform/http';
import { Bootcamp } from '../../domain/bootcamp.entity';
import { today } from '../../domain/calendar';
import { BootcampCreated } from '../../domain/events/bootcamp-created.event';
import { startDateRefusal } from '../../domain/rules/start-date-not-past.rule';
import { CreateBootcampCommand } from './create-bootcamp.command';

/** An organizer offers a bootcamp or clinic; it stays pending until an admin decides. */
@CommandHandler(CreateBootcampCommand)
export class CreateBootcampHandler implements ICommandHandler<CreateBootcampCommand, number> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ organizerId, request }: CreateBootcampCommand): Promise<number> {
    // The controller validated already; parsed again because commands may come from elsewhere than HTTP.
    const parsed = createBootcampSchema.safeParse(request);
    if (!parsed.success) throw new FieldValidationException(zodFieldMessages(parsed.error.issues));
    const values = parsed.data;
    const pastStart = startDateRefusal(values.startDate, today());
    if (pastStart) throw new FieldValidationException({ startDate: [pastStart.message] });

    return this.uow.run(organizerId, async (tx) => {
      const { identifiers } = await tx.manager.insert(Bootcamp, { ...values, organizerId, status: 'pending' });
      const id = Number(identifiers[0].id);
      tx.record(new BootcampCreated(id, { title: values.title, type: values.type, organizerId }));
      return id;
    });
  }
}
