import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { enforce } from '../../../../platform/rules';
import { DirectMessageRow } from '../../domain/direct-message.entity';
import { MessageSent } from '../../domain/events/message-sent.event';
import { recipientRefusal } from '../../domain/rules/recipient-is-reachable.rule';
import { PeopleDirectory } from '../../queries/read-model/people-directory';
import { SendMessageCommand } from './send-message.command';

/** Stores the message for the recipient's inbox; the e-mail follows from MessageSent in the same transaction. */
@CommandHandler(SendMessageCommand)
export class SendMessageHandler implements ICommandHandler<SendMessageCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly people: PeopleDirectory,
  ) {}

  async execute({ senderId, input }: SendMessageCommand): Promise<number> {
    enforce(recipientRefusal(senderId, input.recipientId, await this.people.profile(input.recipientId)));
    return this.uow.run(senderId, async (tx) => {
      const row = await tx.manager.save(
        tx.manager.create(DirectMessageRow, {
          senderId,
          recipientId: input.recipientId,
          subject: input.subject,
          body: input.message,
        }),
      );
      tx.record(new MessageSent(row.id, { senderId, recipientId: input.recipientId }));
      return row.id;
    });
  }
}
