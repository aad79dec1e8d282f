import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { enforce } from '../../../../platform/rules';
import { DirectMessageRow } from '../../domain/direct-message.entity';
import { MessageRead } from '../../domain/events/message-read.event';
import { markReadRefusal } from '../../domain/rules/recipient-marks-read.rule';
import { MESSAGE_NOT_FOUND, ONLY_RECIPIENT_MARKS_READ } from '../../domain/social.errors';
import { MarkMessageReadCommand } from './mark-message-read.command';

/** The recipient marks a message read; again is a no-op. Strangers learn nothing (404), the sender gets 403. */
@CommandHandler(MarkMessageReadCommand)
export class MarkMessageReadHandler implements ICommandHandler<MarkMessageReadCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ callerId, messageId }: MarkMessageReadCommand): Promise<void> {
    await this.uow.run(callerId, async (tx) => {
      const row = await tx.manager.findOne(DirectMessageRow, { where: { id: messageId }, lock: { mode: 'pessimistic_write' } });
      enforce(markReadRefusal(row, callerId, { notFound: MESSAGE_NOT_FOUND, notRecipient: ONLY_RECIPIENT_MARKS_READ }));
      if (!row || row.readAt) return;
      await tx.manager.update(DirectMessageRow, { id: row.id }, { readAt: this.clock.now() });
      tx.record(new MessageRead(row.id, { recipientId: callerId }));
    });
  }
}
