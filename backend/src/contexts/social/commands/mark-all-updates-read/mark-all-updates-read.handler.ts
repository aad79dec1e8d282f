import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IsNull } from 'typeorm';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { AllPlayerUpdatesRead } from '../../domain/updates/update-events';
import { PlayerUpdateRow } from '../../domain/updates/player-update.entity';
import { MarkAllUpdatesReadCommand } from './mark-all-updates-read.command';

/** One statement for all of the caller's unread updates. */
@CommandHandler(MarkAllUpdatesReadCommand)
export class MarkAllUpdatesReadHandler implements ICommandHandler<MarkAllUpdatesReadCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ callerId }: MarkAllUpdatesReadCommand): Promise<number> {
    return this.uow.run(callerId, async (tx) => {
      const { affected } = await tx.manager.update(
        PlayerUpdateRow,
        { userId: callerId, readAt: IsNull() },
        { readAt: this.clock.now() },
      );
      if (affected) tx.record(new AllPlayerUpdatesRead(callerId, affected));
      return affected ?? 0;
    });
  }
}
