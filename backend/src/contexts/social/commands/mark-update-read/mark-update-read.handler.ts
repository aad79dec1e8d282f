import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IsNull } from 'typeorm';
import { Clock } from '../../../../platform/clock';
import { UnitOfWork } from '../../../../platform/events';
import { notFound, orRefuse } from '../../../../platform/rules';
import { PlayerUpdateRead } from '../../domain/updates/update-events';
import { PlayerUpdateRow } from '../../domain/updates/player-update.entity';
import { UPDATE_NOT_FOUND } from '../../domain/social.errors';
import { MarkUpdateReadCommand } from './mark-update-read.command';

/** Marks one of the caller's own updates read; someone else's is a 404 (they learn nothing), again is a no-op. */
@CommandHandler(MarkUpdateReadCommand)
export class MarkUpdateReadHandler implements ICommandHandler<MarkUpdateReadCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ callerId, updateId }: MarkUpdateReadCommand): Promise<void> {
    await this.uow.run(callerId, async (tx) => {
      orRefuse(await tx.manager.findOneBy(PlayerUpdateRow, { id: updateId, userId: callerId }), notFound(UPDATE_NOT_FOUND));
      const { affected } = await tx.manager.update(
        PlayerUpdateRow,
        { id: updateId, readAt: IsNull() },
        { readAt: this.clock.now() },
      );
      if (affected) tx.record(new PlayerUpdateRead(updateId));
    });
  }
}
