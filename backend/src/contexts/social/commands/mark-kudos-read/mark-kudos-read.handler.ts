import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { enforce } from '../../../../platform/rules';
import { KudosRead } from '../../domain/events/kudos-read.event';
import { KudosRow } from '../../domain/kudos.entity';
import { markReadRefusal } from '../../domain/rules/recipient-marks-read.rule';
import { KUDOS_NOT_FOUND, ONLY_RECIPIENT_MARKS_KUDOS_READ } from '../../domain/social.errors';
import { MarkKudosReadCommand } from './mark-kudos-read.command';

/** The recipient marks kudos read; again is a no-op. Strangers learn nothing (404), the sender gets 403. */
@CommandHandler(MarkKudosReadCommand)
export class MarkKudosReadHandler implements ICommandHandler<MarkKudosReadCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ callerId, kudosId }: MarkKudosReadCommand): Promise<void> {
    await this.uow.run(callerId, async (tx) => {
      const row = await tx.manager.findOne(KudosRow, { where: { id: kudosId }, lock: { mode: 'pessimistic_write' } });
      enforce(markReadRefusal(row, callerId, { notFound: KUDOS_NOT_FOUND, notRecipient: ONLY_RECIPIENT_MARKS_KUDOS_READ }));
      if (!row || row.readAt) return;
      await tx.manager.update(KudosRow, { id: row.id }, { readAt: this.clock.now() });
      tx.record(new KudosRead(row.id, { recipientId: callerId }));
    });
  }
}
