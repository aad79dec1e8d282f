import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionalReactions } from '../../../platform/events';
import { TournamentUpdated } from '../../tournaments';
import { ScheduleSettingsRow } from '../domain/schedule-settings.entity';

/**
 * The order of play keeps a copy of the tournament's zone (its published views, calendars and e-mails read it with the
 * places): a change of zone updates it in the same transaction. Places are instants, so they keep their moment and
 * show in the new zone; the draft and the settings flag the locked ones the hours no longer hold.
 */
@Injectable()
export class FollowTournamentTimeZone implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(TournamentUpdated, async (event, tx) => {
      const { timeZone } = event.payload;
      if (timeZone === undefined) return;
      await tx.manager.update(ScheduleSettingsRow, { tournamentId: Number(event.aggregateId) }, { timeZone });
    });
  }
}
