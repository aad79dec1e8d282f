import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events';
import { enforce, forbidden, notFound } from '../../../../platform/rules';
import { DirectMessageRow } from '../../domain/direct-message.entity';
import { MessageRead } from '../../domain/events/message-read.event';
import { MESSAGE_NOT_FOUND, ONLY_RECIPIENT_MARKS_READ } from '../../domain/social.errors';
import { MarkMessageReadCommand } from './mark-message-read.command';

/** The recipient marks a message read; again is a no-op. Strangers learn nothing (404), the sender gets 403. */
@CommandHandler(MarkMessageReadCommand)
export class MarkMessageReadHandler implements ICommandHandler<MarkMessageReadCommand, void> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ callerId, messageId }: MarkMessageReadCommand): Promise<void> {
    await this.uow.run(callerId, async (tx) => {
      const row = await tx.manager.findOne(DirectMessageRow, { where: { id: messageId }, lock: { mode: 'pessimistic_write' } });
      if (!row || (row.recipientId !== callerId && row.senderId !== callerId)) return enforce(notFound(MESSAGE_NOT_FOUND));
      if (row.recipientId !== callerId) return enforce(forbidden(ONLY_RECIPIENT_MARKS_READ));
      if (row.readAt) return;
      await tx.manager.update(DirectMessageRow, { id: row.id }, { readAt: new Date() });
      tx.record(new MessageRead(row.id, { recipientId: callerId }));
    });
  }
}
