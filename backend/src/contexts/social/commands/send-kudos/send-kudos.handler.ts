import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { enforce } from '../../../../platform/rules';
import { KudosSent } from '../../domain/events/kudos-sent.event';
import { KudosRow } from '../../domain/kudos.entity';
import { recipientRefusal } from '../../domain/rules/recipient-is-reachable.rule';
import { PeopleDirectory } from '../../queries/read-model/people-directory';
import { SendKudosCommand } from './send-kudos.command';

@CommandHandler(SendKudosCommand)
export class SendKudosHandler implements ICommandHandler<SendKudosCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly people: PeopleDirectory,
  ) {}

  async execute({ senderId, input }: SendKudosCommand): Promise<number> {
    enforce(recipientRefusal(senderId, input.recipientId, await this.people.profile(input.recipientId)));
    return this.uow.run(senderId, async (tx) => {
      const row = await tx.manager.save(
        tx.manager.create(KudosRow, { senderId, recipientId: input.recipientId, message: input.message }),
      );
      tx.record(new KudosSent(row.id, { senderId, recipientId: input.recipientId }));
      return row.id;
    });
  }
}
